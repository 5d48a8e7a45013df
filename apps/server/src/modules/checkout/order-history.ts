import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { paymentOrders } from '../../db/schema/orders.ts';
import type { PageWindow } from '../../lib/pagination.ts';

/** The user's online orders, newest first, with each course's title (one query, plus a count). */
export async function listMyOrders(db: Db, userId: number, window: PageWindow) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: paymentOrders, courseTitle: courses.title })
      .from(paymentOrders)
      .innerJoin(courses, eq(courses.id, paymentOrders.courseId))
      .where(eq(paymentOrders.userId, userId))
      .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(paymentOrders).where(eq(paymentOrders.userId, userId)),
  ]);
  return { rows, count: total?.total ?? 0 };
}
