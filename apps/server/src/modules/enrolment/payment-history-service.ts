import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { paymentSubmissions } from '../../db/schema/enrolment.ts';
import type { PageWindow } from '../../lib/pagination.ts';

/** The user's submissions, newest first, with each course's title (one query, plus a count). */
export async function listMyPayments(db: Db, userId: number, window?: PageWindow) {
  const query = db
    .select({ payment: paymentSubmissions, courseTitle: courses.title })
    .from(paymentSubmissions)
    .innerJoin(courses, eq(courses.id, paymentSubmissions.courseId))
    .where(eq(paymentSubmissions.userId, userId))
    .orderBy(desc(paymentSubmissions.createdAt), desc(paymentSubmissions.id));
  if (!window) {
    const rows = await query;
    return { rows, count: rows.length };
  }
  const [rows, [total]] = await Promise.all([
    query.limit(window.limit).offset(window.offset),
    db
      .select({ total: count() })
      .from(paymentSubmissions)
      .where(eq(paymentSubmissions.userId, userId)),
  ]);
  return { rows, count: total?.total ?? 0 };
}
