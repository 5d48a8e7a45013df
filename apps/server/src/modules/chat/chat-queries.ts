import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { chatMessages } from '../../db/schema/community.ts';
import type { ChatMessageRow } from './chat-presenter.ts';

const messageColumns = {
  id: chatMessages.id,
  courseId: chatMessages.courseId,
  content: chatMessages.content,
  createdAt: chatMessages.createdAt,
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  profilePicture: users.profilePicture,
};

/** A course as the chat needs it, with whether the user is enrolled in it. */
export async function selectChatCourse(db: Db, courseId: number, userId: number) {
  const [row] = await db
    .select({
      id: courses.id,
      title: courses.title,
      instructorId: courses.instructorId,
      isEnrolled: sql<boolean>`exists (select 1 from enrollments e where e.course_id = ${courseId} and e.user_id = ${userId})`,
    })
    .from(courses)
    .where(eq(courses.id, courseId));
  return row ?? null;
}

/**
 * The newest `limit` messages of a course, older than message `before` when given, returned
 * oldest first (newest last). Served by chat_messages_course_created_at_idx.
 */
export async function selectMessages(
  db: Db,
  courseId: number,
  options: { before?: number | undefined; limit: number },
): Promise<ChatMessageRow[]> {
  const older =
    options.before === undefined
      ? undefined
      : sql`("chat_messages"."created_at", "chat_messages"."id") < (select m.created_at, m.id from chat_messages m where m.id = ${options.before} and m.course_id = ${courseId})`;
  const rows = await db
    .select(messageColumns)
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.userId))
    .where(and(eq(chatMessages.courseId, courseId), older))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(options.limit);
  return rows.reverse();
}

export async function selectMessage(db: Db, id: number): Promise<ChatMessageRow | null> {
  const [row] = await db
    .select(messageColumns)
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.userId))
    .where(eq(chatMessages.id, id));
  return row ?? null;
}

/** Everyone a course's chat reaches: its enrolled learners and its instructor. */
export async function selectChatMembers(db: Db, courseId: number): Promise<number[]> {
  const rows = await db.execute<{ user_id: number }>(
    sql`select e.user_id from enrollments e where e.course_id = ${courseId}
        union
        select c.instructor_id from courses c where c.id = ${courseId}`,
  );
  return rows.rows.map((row) => Number(row.user_id));
}
