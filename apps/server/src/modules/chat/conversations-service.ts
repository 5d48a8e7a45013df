import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { enrollments } from '../../db/schema/enrolment.ts';
import type { PageWindow } from '../../lib/pagination.ts';
import type { ConversationRow } from './chat-presenter.ts';

/**
 * The inbox: every course the user is enrolled in or teaches, the liveliest chat first. One query;
 * the newest message per course is a correlated max on chat_messages_course_created_at_idx.
 */
export async function listConversations(
  db: Db,
  userId: number,
  window?: PageWindow,
): Promise<{ rows: ConversationRow[]; count: number }> {
  const lastMessageAt = sql<
    string | Date | null
  >`(select max(m.created_at) from chat_messages m where m.course_id = "courses"."id")`;
  const query = db
    .select({
      id: courses.id,
      title: courses.title,
      thumbnail: courses.thumbnail,
      instructorFirstName: users.firstName,
      instructorLastName: users.lastName,
      lastMessageAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(courses)
    .innerJoin(users, eq(users.id, courses.instructorId))
    .where(
      or(
        eq(courses.instructorId, userId),
        inArray(
          courses.id,
          db
            .select({ courseId: enrollments.courseId })
            .from(enrollments)
            .where(eq(enrollments.userId, userId)),
        ),
      ),
    )
    .orderBy(sql`${lastMessageAt} desc nulls last`, asc(courses.title), asc(courses.id));
  const rows = window ? await query.limit(window.limit).offset(window.offset) : await query;
  return { rows, count: rows[0]?.total ?? 0 };
}
