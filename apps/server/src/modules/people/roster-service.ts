import type { Classmate, RosterLearner, RosterQuery } from '@academy/contract/people';
import { and, asc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { enrollments } from '../../db/schema/enrolment.ts';
import { containing } from '../../db/like-pattern.ts';
import { mediaUrl } from '../../lib/media-storage.ts';
import type { PageWindow } from '../../lib/pagination.ts';
import { personMatches } from '../accounts/account-queries.ts';

export type Listed<T> = { count: number; results: T[] };

const byName = [asc(users.firstName), asc(users.lastName), asc(users.id)];

/**
 * One page of a course's enrolled learners with their progress and last activity, in one query:
 * the total rides along as a window count and the course's lesson total as an InitPlan.
 */
export async function listRoster(
  db: Db,
  courseId: number,
  query: Pick<RosterQuery, 'search'>,
  window: PageWindow,
): Promise<Listed<RosterLearner> & { totalLessons: number }> {
  const conditions: SQL[] = [eq(enrollments.courseId, courseId)];
  if (query.search) {
    const pattern = containing(query.search);
    conditions.push(or(...personMatches(pattern))!);
  }
  // Written out in full: drizzle leaves columns unqualified inside sql``.
  const completed = sql<number>`(select count(*) from lesson_progress lp
    where lp.user_id = "enrollments"."user_id" and lp.course_id = "enrollments"."course_id")`;
  const totalLessons = sql<number>`(select count(*) from lessons l
    where l.course_id = ${courseId})`;
  const rows = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      profilePicture: users.profilePicture,
      enrolledAt: enrollments.enrolledAt,
      completed: completed.mapWith(Number),
      totalLessons: totalLessons.mapWith(Number),
      lastActivityAt: sql<string | null>`greatest(
        (select max(lp.completed_at) from lesson_progress lp
          where lp.user_id = "enrollments"."user_id" and lp.course_id = "enrollments"."course_id"),
        (select max(a.started_at) from quiz_attempts a join quizzes q on q.id = a.quiz_id
          where a.user_id = "enrollments"."user_id" and q.course_id = "enrollments"."course_id"))`,
      count: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .where(and(...conditions))
    .orderBy(...byName)
    .limit(window.limit)
    .offset(window.offset);
  return {
    count: rows[0]?.count ?? 0,
    totalLessons: rows[0]?.totalLessons ?? 0,
    results: rows.map((row) => ({
      user_id: row.userId,
      first_name: row.firstName,
      last_name: row.lastName,
      profile_picture: mediaUrl(row.profilePicture),
      email: row.email,
      enrolled_at: row.enrolledAt.toISOString(),
      completed_lessons: row.completed,
      percentage: row.totalLessons === 0 ? 0 : Math.floor((row.completed / row.totalLessons) * 100),
      last_activity_at: row.lastActivityAt ? new Date(row.lastActivityAt).toISOString() : null,
    })),
  };
}

/**
 * One page of the course's learners who chose to be listed, the reader left out, and whether the
 * reader is listed, in one query: the page is left-joined to the reader's own row, so a page with
 * no classmates still carries the reader's choice (one row of nulls, dropped here).
 */
export async function listClassmates(
  db: Db,
  courseId: number,
  readerId: number,
  window: PageWindow,
): Promise<Listed<Classmate> & { youAreListed: boolean }> {
  const classmates = db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profilePicture: users.profilePicture,
    })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .where(
      and(
        eq(enrollments.courseId, courseId),
        eq(users.listedInClass, true),
        ne(users.id, readerId),
      ),
    )
    .as('classmates');
  const rows = await db
    .select({
      youAreListed: users.listedInClass,
      userId: classmates.userId,
      firstName: classmates.firstName,
      lastName: classmates.lastName,
      profilePicture: classmates.profilePicture,
      count: sql<number>`count(${classmates.userId}) over ()`.mapWith(Number),
    })
    .from(users)
    .leftJoin(classmates, sql`true`)
    .where(eq(users.id, readerId))
    .orderBy(asc(classmates.firstName), asc(classmates.lastName), asc(classmates.userId))
    .limit(window.limit)
    .offset(window.offset);
  return {
    count: rows[0]?.count ?? 0,
    youAreListed: rows[0]?.youAreListed ?? false,
    results: rows.flatMap((row) =>
      row.userId === null
        ? []
        : [
            {
              user_id: row.userId,
              first_name: row.firstName!,
              last_name: row.lastName!,
              profile_picture: mediaUrl(row.profilePicture),
            },
          ],
    ),
  };
}
