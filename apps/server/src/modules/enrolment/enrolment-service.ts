import { and, count, desc, eq, sql } from 'drizzle-orm';
import { enrolmentMessages, type EnrollmentSource } from '@academy/contract/enrolment';
import type { Db, DbTransaction } from '../../db/client.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { enrollments } from '../../db/schema/enrolment.ts';
import { detailError, notFound } from '../../lib/http-errors.ts';
import type { PageWindow } from '../../lib/pagination.ts';
import { claimSeats } from '../cohorts/cohort-seats.ts';
import { loadPricedCourse } from './course-pricing.ts';
import { isCourseOpenForEnrolment, isFreeCourse } from './policies.ts';

export type EnrollmentRow = {
  id: number;
  courseId: number;
  courseTitle: string;
  thumbnail: string | null;
  enrolledAt: Date;
};

/**
 * Enrols these users in a course (already enrolled ones are left as they are) and adds the new
 * learners to the course's students_count in the same transaction. Returns who was newly enrolled.
 */
export async function enrolUsers(
  tx: DbTransaction,
  courseId: number,
  userIds: number[],
  source: EnrollmentSource,
  links: {
    paymentId?: number | null;
    orderId?: number | null;
    cohortId?: number | null;
    /** On the app's clock (the database's own when absent). */
    enrolledAt?: Date;
  } = {},
): Promise<number[]> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return [];
  const inserted = await tx
    .insert(enrollments)
    .values(unique.map((userId) => ({ userId, courseId, source, ...links })))
    .onConflictDoNothing({ target: [enrollments.userId, enrollments.courseId] })
    .returning({ userId: enrollments.userId });
  if (inserted.length > 0) {
    await tx
      .update(courses)
      .set({ studentsCount: sql`${courses.studentsCount} + ${inserted.length}` })
      .where(eq(courses.id, courseId));
  }
  return inserted.map((row) => row.userId);
}

const enrollmentColumns = {
  id: enrollments.id,
  courseId: enrollments.courseId,
  courseTitle: courses.title,
  thumbnail: courses.thumbnail,
  enrolledAt: enrollments.enrolledAt,
};

/** The user's enrolments, newest first; one page when a window is given. */
export async function listEnrollments(
  db: Db,
  userId: number,
  window?: PageWindow,
): Promise<{ rows: EnrollmentRow[]; count: number }> {
  const query = db
    .select(enrollmentColumns)
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(eq(enrollments.userId, userId))
    .orderBy(desc(enrollments.enrolledAt), desc(enrollments.id));
  if (!window) {
    const rows = await query;
    return { rows, count: rows.length };
  }
  const [rows, [total]] = await Promise.all([
    query.limit(window.limit).offset(window.offset),
    db.select({ total: count() }).from(enrollments).where(eq(enrollments.userId, userId)),
  ]);
  return { rows, count: total?.total ?? 0 };
}

/**
 * POST /api/enrollments/: enrols the user in a free, open course at once, in the cohort named
 * when the course has cohorts (a seat claimed under the cohort's lock). A paid course answers
 * 402 telling the learner to pay; enrolling twice answers 400.
 */
export async function enrollInFreeCourse(
  db: Db,
  userId: number,
  courseId: number,
  cohortId: number | undefined,
  now: Date,
): Promise<EnrollmentRow> {
  return db.transaction(async (tx) => {
    const course = await loadPricedCourse(tx, courseId);
    if (!course || course.status === 'draft') throw notFound(enrolmentMessages.courseNotFound);
    if (!isCourseOpenForEnrolment(course)) throw detailError(400, enrolmentMessages.courseClosed);
    if (!isFreeCourse(course)) throw detailError(402, enrolmentMessages.paidCourse);
    const [already] = await tx
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
    if (already) throw detailError(400, enrolmentMessages.alreadyEnrolled);
    const cohort = await claimSeats(tx, { courseId, cohortId, userId, students: 1 }, now);
    const [added] = await enrolUsers(tx, courseId, [userId], 'free', {
      cohortId: cohort?.id ?? null,
      enrolledAt: now,
    });
    if (added === undefined) throw detailError(400, enrolmentMessages.alreadyEnrolled);
    const [row] = await tx
      .select(enrollmentColumns)
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
    return row!;
  });
}
