import { sql, type SQL } from 'drizzle-orm';
import { academyDay } from '@academy/contract/academy-time';
import { cohortMessages } from '@academy/contract/cohorts';
import type { DbTransaction } from '../../db/client.ts';
import { detailError, fieldError, notFound } from '../../lib/http-errors.ts';

/**
 * The places of cohort `k` that are taken at `now` (docs/rules.md, Cohorts): its learners, the
 * places of manual payments waiting for review and of online orders still open, places paid for
 * teammates who have not joined yet, and seats offered from the waiting list until the offer ends.
 * Counted from the rows themselves, so a rejected payment or a failed order frees its places
 * without anyone having to give them back.
 */
export function seatsTakenSql(now: Date): SQL {
  return sql`(
    (select count(*) from enrollments e where e.cohort_id = k.id)
    + (select coalesce(sum(p.students), 0) from payment_submissions p
        where p.cohort_id = k.id and p.status = 'pending')
    + (select count(*) from payment_teammates pt join payment_submissions p on p.id = pt.payment_id
        where p.cohort_id = k.id and p.status = 'approved' and pt.enrolled_at is null)
    + (select coalesce(sum(o.students), 0) from payment_orders o
        where o.cohort_id = k.id and o.status in ('created', 'pending'))
    + (select count(*) from order_teammates ot join payment_orders o on o.id = ot.order_id
        where o.cohort_id = k.id and o.status = 'paid' and ot.enrolled_at is null)
    + (select count(*) from cohort_waitlist w
        where w.cohort_id = k.id and w.status = 'offered' and w.offer_expires_at > ${now.toISOString()}::timestamptz)
  )::int`;
}

export type ClaimedCohort = { id: number; price: string | null };

/** Whether an academy day falls in a cohort's enrolment window, both ends whole days. */
export const inEnrolmentWindow = (today: string, window: { opens: string; closes: string }) =>
  today >= window.opens && today <= window.closes;

const hasCohorts = async (tx: DbTransaction, courseId: number) => {
  const { rows } = await tx.execute<{ any: boolean }>(
    sql`select exists (select 1 from course_cohorts where course_id = ${courseId}) as any`,
  );
  return rows[0]?.any === true;
};

/**
 * Takes `students` places of a cohort of this course for a learner, inside the caller's
 * transaction, or refuses: 400 when the course has cohorts and none was named (or names one it
 * does not have), 400 outside the enrolment window, 409 'Sit Filled Up' when too few are free. The
 * cohort's row is locked first, so buyers of its last seats are counted one after another and the
 * last seat is sold once; a seat offered to this learner from the waiting list is theirs. Null for
 * a self-paced course.
 */
export async function claimSeats(
  tx: DbTransaction,
  claim: { courseId: number; cohortId: number | undefined; userId: number; students: number },
  now: Date,
): Promise<ClaimedCohort | null> {
  if (claim.cohortId === undefined) {
    if (await hasCohorts(tx, claim.courseId)) {
      throw fieldError('cohort_id', cohortMessages.chooseCohort);
    }
    return null;
  }
  const { rows } = await tx.execute<{
    id: number;
    price: string | null;
    seats: number | null;
    opens: string;
    closes: string;
  }>(sql`
    select k.id, k.price::text as price, k.seats,
      k.enrolment_opens_on::text as opens, k.enrolment_closes_on::text as closes
    from course_cohorts k where k.id = ${claim.cohortId} and k.course_id = ${claim.courseId}
    for update
  `);
  const cohort = rows[0];
  if (!cohort) {
    if (!(await hasCohorts(tx, claim.courseId))) {
      throw fieldError('cohort_id', cohortMessages.noCohorts);
    }
    throw notFound(cohortMessages.cohortNotFound);
  }
  if (!inEnrolmentWindow(academyDay(now), cohort)) {
    throw detailError(400, cohortMessages.enrolmentNotOpen);
  }
  // The learner's place in line ends: an offered seat becomes the one claimed here, so it no
  // longer counts below. A refusal rolls this back with the rest of the transaction.
  await tx.execute(sql`
    update cohort_waitlist set status = 'taken'
    where cohort_id = ${cohort.id} and user_id = ${claim.userId} and status in ('waiting', 'offered')
  `);
  if (cohort.seats !== null) {
    const { rows: counted } = await tx.execute<{ taken: number }>(
      sql`select ${seatsTakenSql(now)} as taken from course_cohorts k where k.id = ${cohort.id}`,
    );
    const taken = Number(counted[0]!.taken);
    if (taken + claim.students > cohort.seats) throw detailError(409, cohortMessages.fullDetail);
  }
  return { id: cohort.id, price: cohort.price };
}
