import { and, count, desc, eq } from 'drizzle-orm';
import type { MyPaymentsQuery } from '@academy/contract/enrolment';
import type { Db } from '../../db/client.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { paymentSubmissions } from '../../db/schema/enrolment.ts';
import type { PageWindow } from '../../lib/pagination.ts';

/**
 * The user's submissions, newest first, with each course's title (one query, plus a count);
 * of one course and in one state when asked (the course page looks for one being checked).
 */
export async function listMyPayments(
  db: Db,
  userId: number,
  filters: Pick<MyPaymentsQuery, 'course' | 'status'> = {},
  window?: PageWindow,
) {
  const where = and(
    eq(paymentSubmissions.userId, userId),
    filters.course === undefined ? undefined : eq(paymentSubmissions.courseId, filters.course),
    filters.status === undefined ? undefined : eq(paymentSubmissions.status, filters.status),
  );
  const query = db
    .select({ payment: paymentSubmissions, courseTitle: courses.title })
    .from(paymentSubmissions)
    .innerJoin(courses, eq(courses.id, paymentSubmissions.courseId))
    .where(where)
    .orderBy(desc(paymentSubmissions.createdAt), desc(paymentSubmissions.id));
  if (!window) {
    const rows = await query;
    return { rows, count: rows.length };
  }
  const [rows, [total]] = await Promise.all([
    query.limit(window.limit).offset(window.offset),
    db.select({ total: count() }).from(paymentSubmissions).where(where),
  ]);
  return { rows, count: total?.total ?? 0 };
}
