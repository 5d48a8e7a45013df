import type { InstructorCourseDetail } from '@academy/contract/authoring';
import { chatActions } from './chat-actions.ts';
import type { Action, VirtualUser } from './virtual-user.ts';
import { get, getAction, inOwnCourse, pickOne, send, successBody } from './virtual-user.ts';

async function readPaymentQueue(user: VirtualUser) {
  const answer = await get(
    user,
    '/api/admin/payments/',
    '/api/admin/payments/?status=pending&page=1',
  );
  const page = successBody<{ results: { id: number }[] }>(answer);
  if (page) user.pendingPayments = page.results.map((payment) => payment.id);
}

/** Staff check the bKash statement and approve a payment from the queue as they last read it. */
async function approvePayment(user: VirtualUser) {
  const paymentId = user.pendingPayments.pop();
  if (paymentId === undefined) return readPaymentQueue(user);
  return send(user, {
    endpoint: '/api/admin/payments/:id/approve/',
    method: 'POST',
    path: `/api/admin/payments/${paymentId}/approve/`,
  });
}

/** The admin verifies payments while learners submit them, and looks at the overview. */
export const adminActions: Action[] = [
  { weight: 3, run: readPaymentQueue },
  { weight: 3, run: approvePayment },
  getAction(1, '/api/admin/overview/'),
  getAction(1, '/api/admin/users/', '/api/admin/users/?page=1'),
  getAction(1, '/api/notifications/', '/api/notifications/?page=1'),
];

/** The edit form's body for the course as loaded, with a revised description. */
function revisedCourse(course: InstructorCourseDetail, revision: number) {
  return {
    title: course.course_title,
    description: `${course.description.replace(/ \(revision \d+\)$/, '')} (revision ${revision})`,
    price: course.price,
    category_id: course.category_id,
    outcomes: course.outcomes.map(({ outcome_title }) => ({ outcome_title })),
    prerequisites: course.prerequisites.map(({ prerequisite_title }) => ({ prerequisite_title })),
    modules: course.modules.map((module) => ({
      module_id: module.module_id,
      title: module.module_title,
      order: module.order,
      lessons: module.lessons.map((lesson) => ({
        lesson_id: lesson.lesson_id,
        title: lesson.lesson_title,
        order: lesson.order,
        duration: lesson.duration,
        videos: lesson.videos.map(({ video_title, video_link }) => ({ video_title, video_link })),
        resources: lesson.resources.map(({ resource_title, resource_link }) => ({
          resource_title,
          resource_link,
        })),
      })),
    })),
  };
}

/** The instructor opens the edit page of one of their courses and saves a revision. */
async function editCourse(user: VirtualUser) {
  const courseId = pickOne(user.courseIds);
  if (!courseId) return;
  const course = successBody<InstructorCourseDetail>(
    await get(user, '/api/instructor-course/:courseId/', `/api/instructor-course/${courseId}/`),
  );
  if (!course) return;
  user.writes += 1;
  return send(user, {
    endpoint: '/api/edit-course/:courseId/',
    method: 'PUT',
    path: `/api/edit-course/${courseId}/`,
    body: revisedCourse(course, user.writes),
  });
}

/** The instructor looks after their courses, answers chats and now and then edits a course. */
export const instructorActions: Action[] = [
  ...chatActions,
  getAction(3, '/api/instructor-courses/'),
  getAction(
    2,
    '/api/instructor-course/:courseId/',
    inOwnCourse((id) => `/api/instructor-course/${id}/`),
  ),
  getAction(
    1,
    '/api/instructor-courses/:courseId/insight/',
    inOwnCourse((id) => `/api/instructor-courses/${id}/insight/`),
  ),
  { weight: 1, run: editCourse },
  getAction(2, '/api/notifications/', '/api/notifications/?page=1'),
  getAction(1, '/api/accounts/dashboard/'),
];
