import { chatActions } from './chat-actions.ts';
import { visitorActions } from './visitor-actions.ts';
import type { Action, LoadWorld, VirtualUser } from './virtual-user.ts';
import { get, getAction, inOwnCourse, logIn, pickOne, send, successBody } from './virtual-user.ts';

// What a signed-in learner does, weighted roughly as the pages they open call the API.

async function refreshTokens(user: VirtualUser) {
  const answer = await send(user, {
    endpoint: '/api/token/refresh/',
    method: 'POST',
    path: '/api/token/refresh/',
    body: { refresh: user.tokens.refresh },
    anonymous: true,
  });
  const tokens = successBody<VirtualUser['tokens']>(answer);
  if (tokens) user.tokens = tokens;
}

/** Signing in again, as on another device; the new session replaces the old one here. */
async function signInAgain(user: VirtualUser) {
  const { tokens } = await logIn(user.client, user.account.email);
  if (tokens) user.tokens = tokens;
}

async function readProgress(user: VirtualUser) {
  const progress = successBody<{ course_id: number }[]>(await get(user, '/api/learning/progress/'));
  // Approved payments enrol the learner: follow the courses the API now lists.
  if (progress) user.courseIds = progress.map((course) => course.course_id);
}

/** Ticks a lesson of one of the learner's courses done, or back to not done. */
async function toggleLesson(user: VirtualUser, world: LoadWorld) {
  const courseId = pickOne(user.courseIds);
  const lessonId = courseId && pickOne(world.lessonIdsByCourse.get(courseId) ?? []);
  if (!lessonId) return readProgress(user);
  const done = user.completedLessons.has(lessonId);
  const answer = await send(user, {
    endpoint: '/api/lessons/:id/complete/',
    method: done ? 'DELETE' : 'POST',
    path: `/api/lessons/${lessonId}/complete/`,
  });
  if (!successBody(answer)) return;
  if (done) user.completedLessons.delete(lessonId);
  else user.completedLessons.add(lessonId);
}

function commentOnTopic(user: VirtualUser, world: LoadWorld) {
  user.writes += 1;
  return send(user, {
    endpoint: '/api/forums/comments/',
    method: 'POST',
    path: '/api/forums/comments/',
    body: {
      topic: pickOne(world.forumTopicIds),
      text: `Load test reply ${user.index}.${user.writes}: the same happened to me.`,
    },
  });
}

/** Pays by bKash for a course not yet paid for, with a transaction id of its own. */
async function submitPayment(user: VirtualUser, world: LoadWorld) {
  const courseId = pickOne(
    world.paidCourseIds.filter((id) => !user.courseIds.includes(id) && !user.paidFor.has(id)),
  );
  if (!courseId) return get(user, '/api/payments/', '/api/payments/?page=1');
  user.paidFor.add(courseId);
  user.writes += 1;
  return send(user, {
    endpoint: '/api/manualpaymentsubmit/',
    method: 'POST',
    path: '/api/manualpaymentsubmit/',
    body: {
      course_id: String(courseId),
      paid_amount: world.singlePrices.get(courseId),
      sender_number: `017${String(user.index * 1000 + (user.writes % 1000)).padStart(8, '0')}`,
      transaction_id: `LT${Date.now().toString(36)}U${user.index}N${user.writes}`.toUpperCase(),
      payment_type: 'single',
    },
  });
}

/** A signed-in learner's day: dashboard, lessons, community, payments, and some browsing. */
export const learnerActions: Action[] = [
  ...visitorActions,
  ...chatActions,
  getAction(4, '/api/list-courses/ (signed in)', '/api/list-courses/?page=1'),
  getAction(
    3,
    '/api/course-details/:id/ (signed in)',
    (_user, world) => `/api/course-details/${pickOne(world.courseIds)}/`,
  ),
  { weight: 2, run: refreshTokens },
  { weight: 1, run: signInAgain },
  getAction(5, '/api/accounts/dashboard/'),
  { weight: 3, run: readProgress },
  getAction(
    5,
    '/api/enrolled-course/:id/',
    inOwnCourse((id) => `/api/enrolled-course/${id}/`),
  ),
  { weight: 4, run: toggleLesson },
  getAction(4, '/api/notifications/', '/api/notifications/?page=1'),
  getAction(3, '/api/forums/topics/', '/api/forums/topics/?page=1'),
  getAction(
    3,
    '/api/forums/topics/:id/',
    (_user, world) => `/api/forums/topics/${pickOne(world.forumTopicIds)}/`,
  ),
  { weight: 1, run: commentOnTopic },
  getAction(2, '/api/payments/', '/api/payments/?page=1'),
  getAction(2, '/api/accounts/profile/'),
  { weight: 1, run: submitPayment },
];
