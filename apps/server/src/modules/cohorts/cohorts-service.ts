import { eq, sql } from 'drizzle-orm';
import { academyDay } from '@academy/contract/academy-time';
import {
  cohortMessages,
  type Cohort,
  type CohortInput,
  type CohortList,
} from '@academy/contract/cohorts';
import type { Db } from '../../db/client.ts';
import { courseCohorts } from '../../db/schema/cohorts.ts';
import type { AccessClaims } from '../../lib/access-tokens.ts';
import { detailError, fieldError, forbidden, notFound } from '../../lib/http-errors.ts';
import { loadCourseMembership } from '../enrolment/course-membership.ts';
import { inEnrolmentWindow, seatsTakenSql } from './cohort-seats.ts';

type CohortRow = {
  id: number;
  name: string;
  starts_on: string;
  ends_on: string;
  opens: string;
  closes: string;
  seats: number | null;
  price: string | null;
  taken: number;
  waiting: number;
  my_status: 'waiting' | 'offered' | null;
  my_position: number | null;
  my_offer_expires_at: Date | string | null;
  is_mine: boolean;
};

function phaseOf(row: CohortRow, today: string): Cohort['phase'] {
  if (today > row.ends_on) return 'ended';
  if (today >= row.starts_on) return 'running';
  return inEnrolmentWindow(today, row) ? 'open' : 'upcoming';
}

function presentCohort(row: CohortRow, now: Date): Cohort {
  const today = academyDay(now);
  const taken = Number(row.taken);
  const seatsLeft = row.seats === null ? null : Math.max(0, row.seats - taken);
  const offered = row.my_status === 'offered';
  return {
    cohort_id: row.id,
    name: row.name,
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    enrolment_opens_on: row.opens,
    enrolment_closes_on: row.closes,
    seats: row.seats,
    seats_left: seatsLeft,
    price: row.price,
    is_full: seatsLeft === 0,
    can_enrol: inEnrolmentWindow(today, row) && !row.is_mine && (seatsLeft !== 0 || offered),
    phase: phaseOf(row, today),
    waiting_count: Number(row.waiting),
    my_waitlist:
      row.my_status === null
        ? null
        : {
            status: row.my_status,
            position: Number(row.my_position),
            offer_expires_at:
              row.my_offer_expires_at === null
                ? null
                : new Date(row.my_offer_expires_at).toISOString(),
          },
    is_mine: row.is_mine,
  };
}

/** The cohorts of a course, first day first, with their seats left and the reader's place. */
async function selectCohorts(
  db: Db,
  where: ReturnType<typeof sql>,
  userId: number | null,
  now: Date,
) {
  const reader = userId ?? 0;
  const { rows } = await db.execute<CohortRow>(sql`
    select k.id, k.name, k.starts_on::text as starts_on, k.ends_on::text as ends_on,
      k.enrolment_opens_on::text as opens, k.enrolment_closes_on::text as closes, k.seats,
      k.price::text as price, ${seatsTakenSql(now)} as taken,
      (select count(*)::int from cohort_waitlist w where w.cohort_id = k.id and w.status = 'waiting') as waiting,
      mine.status as my_status, mine.offer_expires_at as my_offer_expires_at,
      (select count(*)::int from cohort_waitlist w where w.cohort_id = k.id
         and w.status in ('waiting', 'offered') and (w.created_at, w.id) <= (mine.created_at, mine.id)
      ) as my_position,
      exists (select 1 from enrollments e where e.cohort_id = k.id and e.user_id = ${reader}) as is_mine
    from course_cohorts k
    left join cohort_waitlist mine on mine.cohort_id = k.id and mine.user_id = ${reader}
      and mine.status in ('waiting', 'offered')
    where ${where}
    order by k.starts_on, k.id
  `);
  return rows.map((row) => presentCohort(row, now));
}

/** GET /api/courses/{id}/cohorts/: for anyone who can see the course; ended cohorts left out. */
export async function listCourseCohorts(
  db: Db,
  courseId: number,
  userId: number | null,
  now: Date,
): Promise<CohortList> {
  const { rows } = await db.execute<{ status: string }>(
    sql`select status::text as status from courses where id = ${courseId}`,
  );
  if (!rows[0] || rows[0].status === 'draft') throw notFound();
  const cohorts = await selectCohorts(db, sql`k.course_id = ${courseId}`, userId, now);
  return {
    is_cohort_based: cohorts.length > 0,
    cohorts: cohorts.filter((cohort) => cohort.phase !== 'ended' || cohort.is_mine),
  };
}

export async function findCohort(db: Db, cohortId: number, userId: number | null, now: Date) {
  const [cohort] = await selectCohorts(db, sql`k.id = ${cohortId}`, userId, now);
  if (!cohort) throw notFound(cohortMessages.cohortNotFound);
  return cohort;
}

/** 403 unless the caller teaches the course (or is staff); 404 without the course. */
export async function assertManages(db: Db, user: AccessClaims, courseId: number) {
  const membership = await loadCourseMembership(db, user, courseId);
  if (!membership.canManage) throw forbidden();
}

async function cohortCourse(db: Db, cohortId: number): Promise<number> {
  const [row] = await db
    .select({ courseId: courseCohorts.courseId })
    .from(courseCohorts)
    .where(eq(courseCohorts.id, cohortId));
  if (!row) throw notFound(cohortMessages.cohortNotFound);
  return row.courseId;
}

const columnsOf = (input: CohortInput) => ({
  name: input.name,
  startsOn: input.starts_on,
  endsOn: input.ends_on,
  enrolmentOpensOn: input.enrolment_opens_on,
  enrolmentClosesOn: input.enrolment_closes_on,
  seats: input.seats,
  price: input.price,
});

/** POST /api/courses/{id}/cohorts/: its instructor or staff. */
export async function createCohort(
  db: Db,
  user: AccessClaims,
  courseId: number,
  input: CohortInput,
  now: Date,
): Promise<Cohort> {
  await assertManages(db, user, courseId);
  const [row] = await db
    .insert(courseCohorts)
    .values({ courseId, ...columnsOf(input) })
    .returning({ id: courseCohorts.id });
  return findCohort(db, row!.id, user.userId, now);
}

/**
 * PUT /api/cohorts/{id}/: its course's instructor or staff. Seats cannot go below the places
 * already taken; the row is locked so a sale cannot slip in between the count and the change.
 */
export async function updateCohort(
  db: Db,
  user: AccessClaims,
  cohortId: number,
  input: CohortInput,
  now: Date,
): Promise<Cohort> {
  await assertManages(db, user, await cohortCourse(db, cohortId));
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ taken: number }>(
      sql`select ${seatsTakenSql(now)} as taken from course_cohorts k where k.id = ${cohortId} for update`,
    );
    const taken = Number(rows[0]!.taken);
    if (input.seats !== null && input.seats < taken) {
      throw fieldError('seats', cohortMessages.seatsBelowTaken.replace('{count}', String(taken)));
    }
    await tx.update(courseCohorts).set(columnsOf(input)).where(eq(courseCohorts.id, cohortId));
  });
  return findCohort(db, cohortId, user.userId, now);
}

/** DELETE /api/cohorts/{id}/: only while nobody has a place in it. */
export async function deleteCohort(db: Db, user: AccessClaims, cohortId: number, now: Date) {
  await assertManages(db, user, await cohortCourse(db, cohortId));
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ taken: number; paid: boolean }>(sql`
      select ${seatsTakenSql(now)} as taken,
        exists (select 1 from payment_submissions p where p.cohort_id = k.id)
          or exists (select 1 from payment_orders o where o.cohort_id = k.id) as paid
      from course_cohorts k where k.id = ${cohortId} for update
    `);
    if (Number(rows[0]!.taken) > 0 || rows[0]!.paid) {
      throw detailError(400, cohortMessages.hasLearners);
    }
    await tx.delete(courseCohorts).where(eq(courseCohorts.id, cohortId));
  });
}
