import { and, desc, eq, sql } from 'drizzle-orm';
import { ACADEMY_TIME_ZONE, INSIGHT_REVIEWS, INSIGHT_WEEKS } from '@academy/contract/authoring';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { enrollments, paymentSubmissions } from '../../db/schema/enrolment.ts';
import { lessonProgress, reviews } from '../../db/schema/learning.ts';
import { notFound } from '../../lib/http-errors.ts';

/**
 * Enrolments per week over the last INSIGHT_WEEKS weeks (Monday-based, academy time), every week
 * present even when empty: one aggregate over the course's enrolments.
 */
async function enrolmentsByWeek(db: Db, courseId: number) {
  const result = await db.execute<{ week_start: string; enrolments: number }>(sql`
    with weeks as (
      select generate_series(
        date_trunc('week', now() at time zone ${ACADEMY_TIME_ZONE}) - make_interval(weeks => ${INSIGHT_WEEKS - 1}),
        date_trunc('week', now() at time zone ${ACADEMY_TIME_ZONE}),
        interval '1 week'
      ) as week_start
    )
    select to_char(w.week_start, 'YYYY-MM-DD') as week_start, count(e.id)::integer as enrolments
    from weeks w
    left join ${enrollments} e
      on e.course_id = ${courseId}
      and e.enrolled_at at time zone ${ACADEMY_TIME_ZONE} >= w.week_start
      and e.enrolled_at at time zone ${ACADEMY_TIME_ZONE} < w.week_start + interval '1 week'
    group by w.week_start
    order by w.week_start`);
  return result.rows.map((row) => ({
    week_start: row.week_start,
    enrolments: Number(row.enrolments),
  }));
}

/** Sum and count of approved payments, at the amounts the server computed. */
async function approvedRevenue(db: Db, courseId: number) {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(${paymentSubmissions.computedAmount}), 0)::numeric(14,2)::text`,
      payments: sql<number>`count(*)::integer`,
    })
    .from(paymentSubmissions)
    .where(
      and(eq(paymentSubmissions.courseId, courseId), eq(paymentSubmissions.status, 'approved')),
    );
  return { total: row?.total ?? '0.00', payments: Number(row?.payments ?? 0) };
}

/** Mean percentage of lessons each enrolled learner has done (0 for a course without lessons). */
async function averageCompletion(db: Db, courseId: number, lessonsCount: number) {
  if (lessonsCount === 0) return 0;
  const done = db
    .select({ userId: lessonProgress.userId, done: sql<number>`count(*)`.as('done') })
    .from(lessonProgress)
    .where(eq(lessonProgress.courseId, courseId))
    .groupBy(lessonProgress.userId)
    .as('progress_done');
  const [row] = await db
    .select({
      average: sql<
        string | null
      >`round(avg(least(coalesce(${done.done}, 0), ${lessonsCount})::numeric * 100 / ${lessonsCount}), 1)`,
    })
    .from(enrollments)
    .leftJoin(done, eq(done.userId, enrollments.userId))
    .where(eq(enrollments.courseId, courseId));
  return row?.average === null || row?.average === undefined ? 0 : Number(row.average);
}

/** The latest reviews with their authors' names. */
async function latestReviews(db: Db, courseId: number) {
  return db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.courseId, courseId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(INSIGHT_REVIEWS);
}

/** GET /api/instructor-courses/{id}/insight/: each figure is one aggregate query. */
export async function getCourseInsight(db: Db, courseId: number) {
  const [course] = await db
    .select({
      id: courses.id,
      title: courses.title,
      studentsCount: courses.studentsCount,
      lessonsCount: courses.lessonsCount,
      ratingAvg: courses.ratingAvg,
      ratingCount: courses.ratingCount,
    })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) throw notFound();
  const [weeks, revenue, completion, latest] = await Promise.all([
    enrolmentsByWeek(db, courseId),
    approvedRevenue(db, courseId),
    averageCompletion(db, courseId, course.lessonsCount),
    latestReviews(db, courseId),
  ]);
  return { course, weeks, revenue, completion, latest };
}

export type CourseInsightData = Awaited<ReturnType<typeof getCourseInsight>>;
