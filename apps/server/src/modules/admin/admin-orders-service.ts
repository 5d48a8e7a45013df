import { asc, desc, eq, ilike, inArray, or, and, sql, type SQL } from 'drizzle-orm';
import type { AdminOrdersQuery } from '@academy/contract/admin';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { orderRefunds, orderTeammates, paymentOrders } from '../../db/schema/orders.ts';
import type { PageWindow } from '../../lib/pagination.ts';
import { containing } from '../../db/like-pattern.ts';
import { personMatches } from '../accounts/account-queries.ts';

function filters(query: Pick<AdminOrdersQuery, 'status' | 'gateway' | 'search' | 'held'>) {
  const conditions: SQL[] = [];
  // The staff queue of money captured on failed orders still waiting for a decision.
  if (query.held) conditions.push(inArray(paymentOrders.heldState, ['held', 'returning']));
  if (query.status) conditions.push(eq(paymentOrders.status, query.status));
  if (query.gateway) conditions.push(eq(paymentOrders.gateway, query.gateway));
  if (query.search) {
    const pattern = containing(query.search);
    conditions.push(
      or(
        ilike(paymentOrders.invoiceNumber, pattern),
        ilike(paymentOrders.gatewayTrxId, pattern),
        ...personMatches(pattern),
      )!,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function selectOrders(db: Db) {
  return db
    .select({
      order: paymentOrders,
      courseTitle: courses.title,
      buyer: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      },
    })
    .from(paymentOrders)
    .innerJoin(users, eq(users.id, paymentOrders.userId))
    .innerJoin(courses, eq(courses.id, paymentOrders.courseId));
}

export type AdminOrderRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['execute']>>[number];

/** Online orders for staff, newest first, filtered by state, gateway and a search. */
export async function listAdminOrders(db: Db, query: AdminOrdersQuery, window: PageWindow) {
  const where = filters(query);
  const [rows, [total]] = await Promise.all([
    selectOrders(db)
      .where(where)
      .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(paymentOrders)
      .innerJoin(users, eq(users.id, paymentOrders.userId))
      .where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

/** One order by invoice number with its teammates and every refund (and who made it). */
export async function getAdminOrder(db: Db, invoice: string) {
  const [row] = await selectOrders(db).where(eq(paymentOrders.invoiceNumber, invoice));
  if (!row) return undefined;
  const [teammates, refunds] = await Promise.all([
    db
      .select()
      .from(orderTeammates)
      .where(eq(orderTeammates.orderId, row.order.id))
      .orderBy(asc(orderTeammates.position)),
    db
      .select({
        refund: orderRefunds,
        actorFirstName: users.firstName,
        actorLastName: users.lastName,
      })
      .from(orderRefunds)
      .leftJoin(users, eq(users.id, orderRefunds.actorId))
      .where(eq(orderRefunds.orderId, row.order.id))
      .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id)),
  ]);
  return { row, teammates, refunds };
}

export type AdminOrderFound = NonNullable<Awaited<ReturnType<typeof getAdminOrder>>>;
