import { CourseDetailPage } from '../features/catalogue/pages/course-detail-page';
import { CoursesPage } from '../features/catalogue/pages/courses-page';
import { HomePage } from '../features/catalogue/pages/home-page';
import { lazyPage } from './lazy-page';

/**
 * Every page, split into its own chunk and loaded on first visit, except the three catalogue
 * pages the server pre-renders (prerender.tsx). Those ship with the app: most visitors arrive on
 * one of them, and the browser takes their HTML over as soon as the scripts have run, before a
 * click on it could be lost.
 */
export const pages = {
  Home: HomePage,
  Courses: CoursesPage,
  CourseDetail: CourseDetailPage,

  Login: lazyPage(() => import('../features/accounts/pages/login-page'), 'LoginPage'),
  Signup: lazyPage(() => import('../features/accounts/pages/signup-page'), 'SignupPage'),
  ForgotPassword: lazyPage(
    () => import('../features/accounts/pages/forgot-password-page'),
    'ForgotPasswordPage',
  ),
  Dashboard: lazyPage(() => import('../features/accounts/pages/dashboard-page'), 'DashboardPage'),
  UpdateProfile: lazyPage(
    () => import('../features/accounts/pages/update-profile-page'),
    'UpdateProfilePage',
  ),
  ChangePassword: lazyPage(
    () => import('../features/accounts/pages/change-password-page'),
    'ChangePasswordPage',
  ),

  Offline: lazyPage(() => import('../features/offline/pages/offline-page'), 'OfflinePage'),

  Enroll: lazyPage(() => import('../features/enrolment/pages/enroll-page'), 'EnrollPage'),
  Payment: lazyPage(() => import('../features/enrolment/pages/payment-page'), 'PaymentPage'),
  Payments: lazyPage(() => import('../features/enrolment/pages/payments-page'), 'PaymentsPage'),
  CheckoutResult: lazyPage(
    () => import('../features/checkout/pages/checkout-result-page'),
    'CheckoutResultPage',
  ),

  LiveClass: lazyPage(
    () => import('../features/live-classes/pages/live-class-page'),
    'LiveClassPage',
  ),
  CourseProgress: lazyPage(
    () => import('../features/learning/pages/course-progress-page'),
    'CourseProgressPage',
  ),
  Certificate: lazyPage(
    () => import('../features/learning/pages/certificate-page'),
    'CertificatePage',
  ),

  NewQuiz: lazyPage(() => import('../features/classwork/pages/quiz-editor-page'), 'NewQuizPage'),
  EditQuiz: lazyPage(() => import('../features/classwork/pages/quiz-editor-page'), 'EditQuizPage'),
  Quiz: lazyPage(() => import('../features/classwork/pages/quiz-page'), 'QuizPage'),
  NewAssignment: lazyPage(
    () => import('../features/classwork/pages/assignment-editor-page'),
    'NewAssignmentPage',
  ),
  EditAssignment: lazyPage(
    () => import('../features/classwork/pages/assignment-editor-page'),
    'EditAssignmentPage',
  ),
  Gradebook: lazyPage(() => import('../features/classwork/pages/gradebook-page'), 'GradebookPage'),
  GradingQueue: lazyPage(
    () => import('../features/classwork/pages/grading-queue-page'),
    'GradingQueuePage',
  ),
  SubmissionGrading: lazyPage(
    () => import('../features/classwork/pages/submission-grading-page'),
    'SubmissionGradingPage',
  ),
  Assignment: lazyPage(
    () => import('../features/classwork/pages/assignment-page'),
    'AssignmentPage',
  ),
  QuizAttempt: lazyPage(
    () => import('../features/classwork/pages/quiz-attempt-page'),
    'QuizAttemptPage',
  ),

  CreateCourse: lazyPage(
    () => import('../features/authoring/pages/create-course-page'),
    'CreateCoursePage',
  ),
  ManageCourses: lazyPage(
    () => import('../features/authoring/pages/manage-courses-page'),
    'ManageCoursesPage',
  ),
  EditCourse: lazyPage(
    () => import('../features/authoring/pages/edit-course-page'),
    'EditCoursePage',
  ),
  CourseThumbnail: lazyPage(
    () => import('../features/authoring/pages/course-thumbnail-page'),
    'CourseThumbnailPage',
  ),

  Forum: lazyPage(() => import('../features/forum/pages/forum-page'), 'ForumPage'),
  CreateTopic: lazyPage(
    () => import('../features/forum/pages/create-topic-page'),
    'CreateTopicPage',
  ),
  Topic: lazyPage(() => import('../features/forum/pages/topic-page'), 'TopicPage'),

  CreateAnnouncement: lazyPage(
    () => import('../features/announcements/pages/create-announcement-page'),
    'CreateAnnouncementPage',
  ),
  CourseAnnouncements: lazyPage(
    () => import('../features/announcements/pages/course-announcements-page'),
    'CourseAnnouncementsPage',
  ),

  CourseChat: lazyPage(() => import('../features/chat/pages/course-chat-page'), 'CourseChatPage'),
  Inbox: lazyPage(() => import('../features/chat/pages/inbox-page'), 'InboxPage'),

  Notifications: lazyPage(
    () => import('../features/notifications/pages/notifications-page'),
    'NotificationsPage',
  ),
  Contact: lazyPage(() => import('../features/contact/pages/contact-page'), 'ContactPage'),
  Admin: lazyPage(() => import('../features/admin/pages/admin-page'), 'AdminPage'),

  About: lazyPage(() => import('../features/pages/pages/about-page'), 'AboutPage'),
  HelpCenter: lazyPage(() => import('../features/pages/pages/help-center-page'), 'HelpCenterPage'),
  Faq: lazyPage(() => import('../features/pages/pages/faq-page'), 'FaqPage'),
  Terms: lazyPage(() => import('../features/pages/pages/terms-page'), 'TermsPage'),
  Privacy: lazyPage(() => import('../features/pages/pages/privacy-page'), 'PrivacyPage'),
  RefundPolicy: lazyPage(
    () => import('../features/pages/pages/refund-policy-page'),
    'RefundPolicyPage',
  ),
  NotFound: lazyPage(() => import('../features/pages/pages/not-found-page'), 'NotFoundPage'),
};
