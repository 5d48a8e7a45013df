import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { pages } from './pages';
import { RootRoute } from './root-route';
import { GuestOnly, RequireAuth } from './route-guards';

export type RouteAccess = 'public' | 'guest' | 'login';
/** A page component; a lazily loaded one can start loading before it renders (lazy-page.ts). */
export type PageComponent = ComponentType & { preload?: () => void };
export type PageRoute = { path: string; access: RouteAccess; Page: PageComponent };

/**
 * The full route table (docs/screens.md). 'guest' routes send signed-in users on; 'login' routes
 * send visitors to /login.
 */
export const routeTable: PageRoute[] = [
  { path: '/', access: 'public', Page: pages.Home },
  { path: '/courses', access: 'public', Page: pages.Courses },
  { path: '/course/:id', access: 'public', Page: pages.CourseDetail },
  { path: '/forgot-password', access: 'public', Page: pages.ForgotPassword },
  { path: '/about', access: 'public', Page: pages.About },
  { path: '/contact', access: 'public', Page: pages.Contact },
  { path: '/help-center', access: 'public', Page: pages.HelpCenter },
  { path: '/faq', access: 'public', Page: pages.Faq },
  { path: '/terms-of-service', access: 'public', Page: pages.Terms },
  { path: '/privacy-policy', access: 'public', Page: pages.Privacy },
  { path: '/refund-policy', access: 'public', Page: pages.RefundPolicy },
  { path: '/certificates/:code', access: 'public', Page: pages.Certificate },
  { path: '/offline', access: 'public', Page: pages.Offline },

  { path: '/login', access: 'guest', Page: pages.Login },
  { path: '/signup', access: 'guest', Page: pages.Signup },

  { path: '/dashboard', access: 'login', Page: pages.Dashboard },
  { path: '/updateprofile', access: 'login', Page: pages.UpdateProfile },
  { path: '/changepassword', access: 'login', Page: pages.ChangePassword },
  { path: '/course/:id/progress', access: 'login', Page: pages.CourseProgress },
  { path: '/live-classes/:id', access: 'login', Page: pages.LiveClass },
  { path: '/course/:courseId/quizzes/new', access: 'login', Page: pages.NewQuiz },
  { path: '/quizzes/:quizId', access: 'login', Page: pages.Quiz },
  { path: '/quizzes/:quizId/edit', access: 'login', Page: pages.EditQuiz },
  { path: '/quiz-attempts/:attemptId', access: 'login', Page: pages.QuizAttempt },
  { path: '/course/:courseId/assignments/new', access: 'login', Page: pages.NewAssignment },
  { path: '/assignments/:assignmentId', access: 'login', Page: pages.Assignment },
  { path: '/assignments/:assignmentId/edit', access: 'login', Page: pages.EditAssignment },
  { path: '/course/:courseId/gradebook', access: 'login', Page: pages.Gradebook },
  { path: '/grading', access: 'login', Page: pages.GradingQueue },
  { path: '/grading/submissions/:submissionId', access: 'login', Page: pages.SubmissionGrading },
  { path: '/enroll', access: 'login', Page: pages.Enroll },
  { path: '/payment', access: 'login', Page: pages.Payment },
  { path: '/payments', access: 'login', Page: pages.Payments },
  { path: '/checkout/:invoice', access: 'login', Page: pages.CheckoutResult },
  { path: '/courses/create', access: 'login', Page: pages.CreateCourse },
  { path: '/courses/manage', access: 'login', Page: pages.ManageCourses },
  { path: '/manage-courses', access: 'login', Page: pages.ManageCourses },
  { path: '/instructor/courses/edit/:courseId', access: 'login', Page: pages.EditCourse },
  { path: '/edit-course-thumbnail/:courseId', access: 'login', Page: pages.CourseThumbnail },
  { path: '/forums', access: 'login', Page: pages.Forum },
  { path: '/forums/create', access: 'login', Page: pages.CreateTopic },
  { path: '/forums/topics/:id', access: 'login', Page: pages.Topic },
  { path: '/announcements/create', access: 'login', Page: pages.CreateAnnouncement },
  { path: '/course/:courseId/announcements', access: 'login', Page: pages.CourseAnnouncements },
  { path: '/course/:courseId/inbox', access: 'login', Page: pages.CourseChat },
  { path: '/course/inbox', access: 'login', Page: pages.Inbox },
  { path: '/notifications', access: 'login', Page: pages.Notifications },
  { path: '/admin', access: 'login', Page: pages.Admin },
];

/** The route of routeTable a pathname opens, if any (the most specific one, as the router picks). */
export function findPageRoute(pathname: string): PageRoute | undefined {
  return matchRoutes(routeTable, pathname)?.[0]?.route;
}

function toRouteObjects(access: RouteAccess): RouteObject[] {
  return routeTable
    .filter((route) => route.access === access)
    .map(({ path, Page }) => ({ path, element: <Page /> }));
}

export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      {
        element: <AppLayout />,
        children: [
          ...toRouteObjects('public'),
          { element: <GuestOnly />, children: toRouteObjects('guest') },
          { element: <RequireAuth />, children: toRouteObjects('login') },
          { path: '*', element: <pages.NotFound /> },
        ],
      },
    ],
  },
];
