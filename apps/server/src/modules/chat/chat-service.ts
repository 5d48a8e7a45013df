import { chatLimits, chatMessages as chatTexts } from '@academy/contract/chat';
import type { MessagesQuery } from '@academy/contract/chat';
import type { Db } from '../../db/client.ts';
import { chatMessages } from '../../db/schema/community.ts';
import type { AccessClaims } from '../../lib/access-tokens.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import { insertNotifications, publishNotifications } from '../notifications/notify-users.ts';
import { presentChatMessage } from './chat-presenter.ts';
import {
  selectChatCourse,
  selectChatMembers,
  selectMessage,
  selectMessages,
} from './chat-queries.ts';
import { canUseChat } from './policies.ts';

/** The course, if the user may take part in its chat: 404 for no course, 403 for outsiders. */
export async function loadChatCourse(db: Db, user: AccessClaims, courseId: number) {
  const course = await selectChatCourse(db, courseId, user.userId);
  if (!course) throw notFound();
  if (!canUseChat(user, course, course.isEnrolled)) throw forbidden(chatTexts.notMember);
  return course;
}

/** The last messages (50 unless told), or those before a given one, newest last. */
export async function listMessages(
  db: Db,
  user: AccessClaims,
  courseId: number,
  query: MessagesQuery,
) {
  await loadChatCourse(db, user, courseId);
  return selectMessages(db, courseId, {
    before: query.before,
    limit: query.limit ?? chatLimits.historyDefault,
  });
}

/**
 * Stores a message and notifies the course's other members (type chat_message) in one
 * transaction. A busy chat does not spam: whoever still has an unread chat notification for this
 * course gets no second one. After the commit every member's open streams get the message live.
 */
export async function sendMessage(
  deps: { db: Db; bus: EventBus },
  user: AccessClaims,
  courseId: number,
  content: string,
) {
  const course = await loadChatCourse(deps.db, user, courseId);
  const { message, members, notices } = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(chatMessages)
      .values({ courseId, userId: user.userId, content })
      .returning({ id: chatMessages.id });
    const message = (await selectMessage(tx, inserted!.id))!;
    const members = await selectChatMembers(tx, courseId);
    const sender = presentChatMessage(message).user_name;
    const notices = await insertNotifications(
      tx,
      members.filter((memberId) => memberId !== user.userId),
      {
        type: 'chat_message',
        text: { key: 'chat_message', params: { name: sender, course: course.title } },
        course_id: courseId,
      },
      { skipIfUnreadForCourse: true },
    );
    return { message, members, notices };
  });
  const event = { type: 'chat_message' as const, data: presentChatMessage(message) };
  // The sender's other tabs follow too; a failed push is caught up by the chat's poll (every 30 s
  // while the live stream is up, 5 s without it).
  await Promise.allSettled(
    [...new Set([...members, user.userId])].map((memberId) => deps.bus.publish(memberId, event)),
  );
  await publishNotifications(deps.bus, notices);
  return message;
}
