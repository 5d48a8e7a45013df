import { sql } from 'drizzle-orm';
import { cohortMessages, type Cohort } from '@academy/contract/cohorts';
import { enrolmentMessages } from '@academy/contract/enrolment';
import type { Db } from '../../db/client.ts';
import { violatedUniqueConstraint } from '../../db/errors.ts';
import { detailError } from '../../lib/http-errors.ts';
import { findCohort } from './cohorts-service.ts';

/**
 * POST /api/cohorts/{id}/waitlist/: a learner of no cohort of this course joins the line of a full
 * cohort; one live place per learner (the partial unique index decides a double click).
 */
export async function joinWaitlist(
  db: Db,
  userId: number,
  cohortId: number,
  now: Date,
): Promise<Cohort> {
  const cohort = await findCohort(db, cohortId, userId, now);
  const { rows } = await db.execute<{ enrolled: boolean }>(sql`
    select exists (select 1 from enrollments e join course_cohorts k on k.course_id = e.course_id
      where k.id = ${cohortId} and e.user_id = ${userId}) as enrolled
  `);
  if (rows[0]?.enrolled) throw detailError(400, enrolmentMessages.alreadyEnrolled);
  if (cohort.my_waitlist) throw detailError(400, cohortMessages.alreadyWaiting);
  if (!cohort.is_full) throw detailError(400, cohortMessages.notFull);
  try {
    await db.execute(
      sql`insert into cohort_waitlist (cohort_id, user_id) values (${cohortId}, ${userId})`,
    );
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'cohort_waitlist_live_unique') {
      throw detailError(400, cohortMessages.alreadyWaiting);
    }
    throw error;
  }
  return findCohort(db, cohortId, userId, now);
}

/** DELETE /api/cohorts/{id}/waitlist/: leaves the line (an offered seat goes back with it). */
export async function leaveWaitlist(db: Db, userId: number, cohortId: number): Promise<void> {
  const { rows } = await db.execute<{ id: number }>(sql`
    update cohort_waitlist set status = 'left'
    where cohort_id = ${cohortId} and user_id = ${userId} and status in ('waiting', 'offered')
    returning id
  `);
  if (rows.length === 0) throw detailError(400, cohortMessages.notWaiting);
}
