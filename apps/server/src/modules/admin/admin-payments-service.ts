import { and, asc, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminPaymentsQuery } from '@academy/contract/admin';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { paymentSubmissions, paymentTeammates } from '../../db/schema/enrolment.ts';
import { containing } from '../../db/like-pattern.ts';
import type { PageWindow } from '../../lib/pagination.ts';
import { personMatches } from '../accounts/account-queries.ts';

const reviewer = alias(users, 'reviewer');

function filters(query: Pick<AdminPaymentsQuery, 'status' | 'search'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(paymentSubmissions.status, query.status));
  if (query.search) {
    const pattern = containing(query.search);
    conditions.push(
      or(
        ilike(paymentSubmissions.transactionId, pattern),
        ilike(paymentSubmissions.senderNumber, pattern),
        ...personMatches(pattern),
      )!,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Payments with payer, course and reviewer, ready for a WHERE, ORDER BY and LIMIT. */
function selectPayments(db: Db) {
  return db
    .select({
      payment: paymentSubmissions,
      courseTitle: courses.title,
      payer: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phone: users.phone,
      },
      reviewerFirstName: reviewer.firstName,
      reviewerLastName: reviewer.lastName,
    })
    .from(paymentSubmissions)
    .innerJoin(users, eq(users.id, paymentSubmissions.userId))
    .innerJoin(courses, eq(courses.id, paymentSubmissions.courseId))
    .leftJoin(reviewer, eq(reviewer.id, paymentSubmissions.reviewedBy));
}

export type AdminPaymentRow = Awaited<
  ReturnType<ReturnType<typeof selectPayments>['execute']>
>[number];
/** A teammate with the verified account their email belongs to (null while there is none). */
export type TeammateRow = typeof paymentTeammates.$inferSelect & { accountId: number | null };

const teammateAccount = alias(users, 'teammate_account');

/**
 * The page's teammates. A teammate's own row is linked to an account only once enrolled; before
 * that, the account their email already belongs to (verified, as approval requires) is looked up,
 * so staff are not told 'no account yet' of someone who has one.
 */
async function teammatesOf(db: Db, paymentIds: number[]): Promise<TeammateRow[]> {
  if (paymentIds.length === 0) return [];
  const rows = await db
    .select({ mate: paymentTeammates, accountId: teammateAccount.id })
    .from(paymentTeammates)
    .leftJoin(
      teammateAccount,
      and(
        eq(teammateAccount.email, paymentTeammates.email),
        isNotNull(teammateAccount.emailVerifiedAt),
      ),
    )
    .where(inArray(paymentTeammates.paymentId, paymentIds))
    .orderBy(asc(paymentTeammates.paymentId), asc(paymentTeammates.position));
  return rows.map(({ mate, accountId }) => ({ ...mate, accountId: mate.userId ?? accountId }));
}

/**
 * The staff queue: pending first and oldest first among them (first come, first verified), then
 * decided ones newest first. One query for the page with payer, course and reviewer, one for the
 * count and one for the page's teammates, whatever the page size.
 */
export async function listAdminPayments(db: Db, query: AdminPaymentsQuery, window: PageWindow) {
  const where = filters(query);
  const isPending = sql`(${paymentSubmissions.status} = 'pending')`;
  const [rows, [total]] = await Promise.all([
    selectPayments(db)
      .where(where)
      .orderBy(
        desc(isPending),
        asc(sql`case when ${isPending} then ${paymentSubmissions.createdAt} end`),
        desc(paymentSubmissions.createdAt),
        desc(paymentSubmissions.id),
      )
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(paymentSubmissions)
      .innerJoin(users, eq(users.id, paymentSubmissions.userId))
      .where(where),
  ]);
  const teammates = await teammatesOf(
    db,
    rows.map((row) => row.payment.id),
  );
  return { rows, teammates, count: total?.count ?? 0 };
}

/** One submission in the same shape, e.g. after a decision. */
export async function getAdminPayment(db: Db, paymentId: number) {
  const [row] = await selectPayments(db).where(eq(paymentSubmissions.id, paymentId));
  if (!row) return null;
  return { row, teammates: await teammatesOf(db, [paymentId]) };
}
