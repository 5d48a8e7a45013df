import { sql } from 'drizzle-orm';
import { academyDay } from '@academy/contract/academy-time';
import { cohortLimits } from '@academy/contract/cohorts';
import type { Db, DbTransaction } from '../../db/client.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import type { Jobs } from '../../lib/jobs.ts';
import type { MailQueue } from '../../lib/mail-queue.ts';
import type { Mail } from '../../lib/mailer.ts';
import { insertNotifications, publishNotifications } from '../notifications/notify-users.ts';
import { queueWebPushes } from '../push/push-delivery.ts';
import {
  composeModuleOpenedMail,
  composeSeatOfferMail,
  type CohortMailRecipient,
} from './cohort-mail.ts';
import { inEnrolmentWindow, seatsTakenSql } from './cohort-seats.ts';
import { scheduleBaseDaySql } from './lesson-release.ts';

/**
 * Every minute, in any one process: offers freed seats to the next in line of each waiting list
 * (and passes on offers that ran out), and tells learners of each module that opened for them.
 * Each notice is claimed by a row change in the transaction that stores its notification and
 * queues its mail, so a second process, a retried sweep or a restart after kill -9 sends none
 * twice.
 */
export const COHORT_NOTICE_QUEUE = 'cohort-notices';
export const COHORT_SWEEP_SECONDS = 60;
/** Cohorts and learners handled per sweep; the next sweep takes the rest. */
const SWEEP_LIMIT = 200;

export type CohortNoticeDeps = {
  db: Db;
  jobs: Jobs;
  mailer: MailQueue;
  bus: EventBus;
  publicUrl: string;
};

type Recipient = CohortMailRecipient & { user_id: number };

const recipientColumns = sql`u.id as user_id, u.email, u.first_name as "firstName", u.language`;

/**
 * One notification per learner, their web push, and one mail each, in the caller's transaction;
 * answers the notifications, to publish live once it commits.
 */
async function tell(
  deps: CohortNoticeDeps,
  tx: DbTransaction,
  recipients: Recipient[],
  notice: {
    key: 'waitlist_offer' | 'module_opened';
    courseId: number;
    course: string;
    title: string;
  },
  mailFor: (recipient: Recipient) => Mail,
) {
  const rows = await insertNotifications(
    tx,
    recipients.map((recipient) => recipient.user_id),
    {
      type: 'cohort',
      text: { key: notice.key, params: { course: notice.course, title: notice.title } },
      course_id: notice.courseId,
    },
  );
  await queueWebPushes(deps.jobs, tx, rows);
  for (const recipient of recipients) await deps.mailer.send(mailFor(recipient), { tx });
  return rows;
}

/**
 * One cohort's line, under the lock buyers take (claimSeats): as many of the first waiting as
 * there are free seats are offered one for 24 hours, while its enrolment is open.
 */
async function offerSeatsOf(deps: CohortNoticeDeps, cohortId: number, now: Date) {
  const notices = await deps.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{
      course_id: number;
      course_title: string;
      name: string;
      free: number | null;
      opens: string;
      closes: string;
    }>(sql`
      select k.course_id, c.title as course_title, k.name,
        k.enrolment_opens_on::text as opens, k.enrolment_closes_on::text as closes,
        case when k.seats is null then null else k.seats - ${seatsTakenSql(now)} end as free
      from course_cohorts k join courses c on c.id = k.course_id
      where k.id = ${cohortId}
      for update of k
    `);
    const cohort = rows[0];
    if (!cohort || !inEnrolmentWindow(academyDay(now), cohort)) return [];
    const free = cohort.free === null ? SWEEP_LIMIT : Math.min(Number(cohort.free), SWEEP_LIMIT);
    if (free <= 0) return [];
    const expiresAt = new Date(now.getTime() + cohortLimits.offerHours * 3_600_000);
    const { rows: offered } = await tx.execute<Recipient>(sql`
      with next as (
        select id from cohort_waitlist where cohort_id = ${cohortId} and status = 'waiting'
        order by created_at, id limit ${free}
      ), offered as (
        update cohort_waitlist w set status = 'offered', offered_at = ${now.toISOString()}::timestamptz,
          offer_expires_at = ${expiresAt.toISOString()}::timestamptz
        from next where w.id = next.id
        returning w.user_id
      )
      select ${recipientColumns} from offered join users u on u.id = offered.user_id
    `);
    if (offered.length === 0) return [];
    return tell(
      deps,
      tx,
      offered,
      {
        key: 'waitlist_offer',
        courseId: cohort.course_id,
        course: cohort.course_title,
        title: cohort.name,
      },
      (recipient) =>
        composeSeatOfferMail(
          {
            courseId: cohort.course_id,
            courseTitle: cohort.course_title,
            cohortName: cohort.name,
            expiresAt,
          },
          recipient,
          deps.publicUrl,
        ),
    );
  });
  await publishNotifications(deps.bus, notices);
}

/** Offers that ran out pass on; then each line with a free seat offers it to the next. */
async function offerFreedSeats(deps: CohortNoticeDeps, now: Date): Promise<number> {
  await deps.db.execute(sql`
    update cohort_waitlist set status = 'expired'
    where status = 'offered' and offer_expires_at <= ${now.toISOString()}::timestamptz
  `);
  // Only lines whose cohort takes learners today: a closed one's line can wait for nothing.
  const today = academyDay(now);
  const { rows } = await deps.db.execute<{ cohort_id: number }>(sql`
    select distinct w.cohort_id from cohort_waitlist w
    join course_cohorts k on k.id = w.cohort_id
    where w.status = 'waiting'
      and k.enrolment_opens_on <= ${today}::date and k.enrolment_closes_on >= ${today}::date
    order by w.cohort_id limit ${SWEEP_LIMIT}
  `);
  for (const row of rows) await offerSeatsOf(deps, row.cohort_id, now);
  return rows.length;
}

/**
 * The day each module with a release rule opens for each of its course's learners, counted as
 * lessonOpensOn counts it (from the cohort's first day, or the enrolment day when self-paced).
 */
const moduleOpensOnSql = sql`greatest(${scheduleBaseDaySql} + m.opens_after_days, m.opens_on)`;

/** Module m has opened by `today` for learner e, after they enrolled (one opened before is no news). */
const openedSinceEnrolment = (today: string) => sql`${moduleOpensOnSql} <= ${today}::date
  and (${moduleOpensOnSql})::timestamp at time zone 'Asia/Dhaka' > e.enrolled_at`;

/**
 * Modules that opened by today for a learner after they enrolled and of which they were not told
 * yet; each module's learners told together.
 */
async function announceOpenedModules(deps: CohortNoticeDeps, now: Date): Promise<number> {
  const today = academyDay(now);
  const { rows } = await deps.db.execute<{ module_id: number }>(sql`
    select distinct m.id as module_id
    from course_modules m
    join enrollments e on e.course_id = m.course_id
    left join course_cohorts k on k.id = e.cohort_id
    where (m.opens_after_days is not null or m.opens_on is not null)
      and ${openedSinceEnrolment(today)}
      and not exists (select 1 from module_release_notices n
        where n.module_id = m.id and n.user_id = e.user_id)
    order by m.id limit ${SWEEP_LIMIT}
  `);
  for (const { module_id } of rows) {
    const notices = await deps.db.transaction(async (tx) => {
      const { rows: told } = await tx.execute<
        Recipient & { course_id: number; course_title: string; module_title: string }
      >(sql`
        with due as (
          select e.user_id from course_modules m
          join enrollments e on e.course_id = m.course_id
          left join course_cohorts k on k.id = e.cohort_id
          where m.id = ${module_id} and ${openedSinceEnrolment(today)}
        ), claimed as (
          insert into module_release_notices (user_id, module_id)
          select user_id, ${module_id} from due
          on conflict do nothing
          returning user_id
        )
        select ${recipientColumns}, c.id as course_id, c.title as course_title, m.title as module_title
        from claimed join users u on u.id = claimed.user_id
        join course_modules m on m.id = ${module_id} join courses c on c.id = m.course_id
      `);
      const first = told[0];
      if (!first) return [];
      return tell(
        deps,
        tx,
        told,
        {
          key: 'module_opened',
          courseId: first.course_id,
          course: first.course_title,
          title: first.module_title,
        },
        (recipient) =>
          composeModuleOpenedMail(
            {
              courseId: first.course_id,
              courseTitle: first.course_title,
              moduleTitle: first.module_title,
            },
            recipient,
            deps.publicUrl,
          ),
      );
    });
    await publishNotifications(deps.bus, notices);
  }
  return rows.length;
}

/** The sweep: what fell due by `now`; answers how many cohorts and modules it looked at. */
export async function sendCohortNotices(deps: CohortNoticeDeps, now: Date): Promise<number> {
  return (await offerFreedSeats(deps, now)) + (await announceOpenedModules(deps, now));
}
