import { getAction, inOwnCourse, pickOne, send, type Action } from './virtual-user.ts';

/** Reading and posting in the chat of one of the user's courses (learners and instructors). */
export const chatActions: Action[] = [
  getAction(
    4,
    '/api/chat/:courseId/messages/',
    inOwnCourse((id) => `/api/chat/${id}/messages/`),
  ),
  {
    weight: 1,
    async run(user) {
      const courseId = pickOne(user.courseIds);
      if (!courseId) return;
      user.writes += 1;
      await send(user, {
        endpoint: '/api/chat/:courseId/send/',
        method: 'POST',
        path: `/api/chat/${courseId}/send/`,
        body: {
          content: `Load test message ${user.index}.${user.writes}: is the next lesson live?`,
        },
      });
    },
  },
];
