import { sql, type SQL } from 'drizzle-orm';
import { cohortMessages } from '@academy/contract/cohorts';
import type { Db, DbTransaction } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';

// Which cohort's rows a reader sees (docs/decisions/042-a-cohort-is-a-class-of-its-own.md).
// Announcements, chat messages and live classes carry a nullable cohort: null is the whole course.

/**
 * The cohort a user is a learner of in a course, read from their enrolment now: `enrolled` false
 * when they are not enrolled, `cohortId` null when they follow it without a cohort.
 */
export async function learnerCohort(
  db: Db | DbTransaction,
  userId: number,
  courseId: number,
): Promise<{ enrolled: boolean; cohortId: number | null }> {
  const { rows } = await db.execute<{ cohort_id: number | null }>(sql`
    select cohort_id from enrollments where user_id = ${userId} and course_id = ${courseId}
  `);
  const row = rows[0];
  return { enrolled: row !== undefined, cohortId: row?.cohort_id ?? null };
}

/**
 * The rows a learner of cohort `cohortId` sees: the whole course's (no cohort) and their own
 * cohort's. `column` is the row's qualified cohort column, such as sql`a.cohort_id`.
 */
export const seenByCohortSql = (column: SQL, cohortId: number | null): SQL =>
  cohortId === null ? sql`${column} is null` : sql`(${column} is null or ${column} = ${cohortId})`;

/**
 * Checks that `cohortId`, given by an instructor or staff, is a cohort of `courseId` (404 when it
 * is not, so another course's cohorts stay unknown). Returns it, or null when none was given.
 */
export async function courseCohortOrNull(
  db: Db | DbTransaction,
  courseId: number,
  cohortId: number | null | undefined,
): Promise<number | null> {
  if (cohortId === null || cohortId === undefined) return null;
  const { rows } = await db.execute<{ id: number }>(sql`
    select id from course_cohorts where id = ${cohortId} and course_id = ${courseId}
  `);
  if (rows.length === 0) throw notFound(cohortMessages.cohortNotFound);
  return cohortId;
}
