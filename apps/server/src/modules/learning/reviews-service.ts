import { and, count, desc, eq, sql } from 'drizzle-orm';
import { learningMessages, type ReviewDraft } from '@academy/contract/learning';
import type { Db, DbTransaction } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { enrollments } from '../../db/schema/enrolment.ts';
import { reviews } from '../../db/schema/learning.ts';
import type { AccessClaims } from '../../lib/access-tokens.ts';
import { forbidden, nonFieldError, notFound } from '../../lib/http-errors.ts';
import type { PageWindow } from '../../lib/pagination.ts';
import type { ReviewRow } from './learning-presenter.ts';
import { canEditReview } from './policies.ts';

const reviewColumns = {
  id: reviews.id,
  courseId: reviews.courseId,
  userId: reviews.userId,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  firstName: users.firstName,
  lastName: users.lastName,
};

export type ReviewsListing = {
  rows: ReviewRow[];
  count: number;
  ratingAvg: string | null;
  ratingCount: number;
  mine: ReviewRow | null;
  isEnrolled: boolean;
};

/**
 * GET /api/courses/{id}/reviews/: one page of the course's reviews, newest first (served by
 * reviews_course_created_at_idx), with its rating and the caller's own review and enrolment.
 */
export async function listReviews(
  db: Db,
  courseId: number,
  userId: number | null,
  window: PageWindow,
): Promise<ReviewsListing> {
  const [course] = await db
    .select({ ratingAvg: courses.ratingAvg, ratingCount: courses.ratingCount })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) throw notFound();
  const [rows, [total], mine, enrolled] = await Promise.all([
    db
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(eq(reviews.courseId, courseId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ count: count() }).from(reviews).where(eq(reviews.courseId, courseId)),
    userId === null
      ? Promise.resolve([])
      : db
          .select(reviewColumns)
          .from(reviews)
          .innerJoin(users, eq(users.id, reviews.userId))
          .where(and(eq(reviews.courseId, courseId), eq(reviews.userId, userId))),
    userId === null
      ? Promise.resolve([])
      : db
          .select({ id: enrollments.id })
          .from(enrollments)
          .where(and(eq(enrollments.courseId, courseId), eq(enrollments.userId, userId))),
  ]);
  return {
    rows,
    count: total?.count ?? 0,
    ratingAvg: course.ratingAvg,
    ratingCount: course.ratingCount,
    mine: mine[0] ?? null,
    isEnrolled: enrolled.length > 0,
  };
}

/**
 * Locks the course row, so concurrent reviews of one course recompute its rating one after the
 * other, each seeing the others' committed rows. 404 for an unknown course.
 */
async function lockCourse(tx: DbTransaction, courseId: number): Promise<void> {
  const locked = await tx.execute(sql`select id from courses where id = ${courseId} for update`);
  if (locked.rows.length === 0) throw notFound();
}

/** courses.rating_avg and rating_count from the course's reviews, in the caller's transaction. */
async function refreshCourseRating(tx: DbTransaction, courseId: number): Promise<void> {
  await tx
    .update(courses)
    .set({
      ratingCount: sql`(select count(*)::int from ${reviews} r where r.course_id = ${courseId})`,
      ratingAvg: sql`(select round(avg(r.rating)::numeric, 2) from ${reviews} r where r.course_id = ${courseId})`,
    })
    .where(eq(courses.id, courseId));
}

async function findReview(db: Db, reviewId: number): Promise<ReviewRow & { userId: number }> {
  const [row] = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, reviewId));
  if (!row) throw notFound();
  return row;
}

/**
 * POST /api/courses/{id}/reviews/: an enrolled learner's one review; the course's rating changes
 * in the same transaction. A second review is a 400 non-field error, also when two race.
 */
export async function createReview(
  db: Db,
  user: AccessClaims,
  courseId: number,
  draft: ReviewDraft,
): Promise<ReviewRow> {
  const reviewId = await db.transaction(async (tx) => {
    await lockCourse(tx, courseId);
    const [enrolled] = await tx
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(and(eq(enrollments.courseId, courseId), eq(enrollments.userId, user.userId)));
    if (!enrolled) throw forbidden(learningMessages.notEnrolled);
    const [inserted] = await tx
      .insert(reviews)
      .values({ courseId, userId: user.userId, rating: draft.rating, comment: draft.comment })
      .onConflictDoNothing({ target: [reviews.courseId, reviews.userId] })
      .returning({ id: reviews.id });
    if (!inserted) throw nonFieldError(learningMessages.alreadyReviewed);
    await refreshCourseRating(tx, courseId);
    return inserted.id;
  });
  return findReview(db, reviewId);
}

/** PUT /api/reviews/{id}/: its author changes the rating or comment; the rating follows. */
export async function updateReview(
  db: Db,
  user: AccessClaims,
  reviewId: number,
  draft: ReviewDraft,
): Promise<ReviewRow> {
  const existing = await findReview(db, reviewId);
  if (!canEditReview(user, existing)) throw forbidden(learningMessages.notYourReview);
  await db.transaction(async (tx) => {
    await lockCourse(tx, existing.courseId);
    await tx
      .update(reviews)
      .set({ rating: draft.rating, comment: draft.comment })
      .where(eq(reviews.id, reviewId));
    await refreshCourseRating(tx, existing.courseId);
  });
  return findReview(db, reviewId);
}
