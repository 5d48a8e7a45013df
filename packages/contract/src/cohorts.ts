import { z } from 'zod';
import { academyDay, academyDayStart } from './academy-time.ts';
import { requiredText } from './fields.ts';
import { moneySchema } from './money-schema.ts';

/**
 * Cohorts and drip release (docs/rules.md, Cohorts). A course with cohorts is taught in batches:
 * each has its days, an enrolment window, seats and optionally its own price, and its learners
 * see the material open on a schedule counted from the batch's first day. Every day here is an
 * academy day ('YYYY-MM-DD' on Dhaka's calendar) and starts at Dhaka's midnight.
 */

export const cohortLimits = {
  nameMax: 80,
  seatsMax: 10_000,
  /** How far after the start a module may open: ten years of days. */
  opensAfterDaysMax: 3650,
  /** How long a freed seat is kept for the next learner in line. */
  offerHours: 24,
} as const;

export const cohortMessages = {
  invalidDay: 'Enter a valid date.',
  endsBeforeStart: 'The last day cannot be before the first day.',
  closesBeforeOpens: 'Enrolment cannot close before it opens.',
  closesAfterEnd: 'Enrolment must close by the cohort’s last day.',
  invalidSeats: 'Enter a whole number of seats from 1 to 10000.',
  invalidDays: 'Enter a whole number of days from 0 to 3650.',
  cohortNotFound: 'Cohort not found.',
  chooseCohort: 'Choose a cohort to join.',
  noCohorts: 'This course has no cohorts; enrol without one.',
  enrolmentNotOpen: 'Enrolment in this cohort is not open.',
  fullDetail: 'This cohort is full. Join the waiting list to be offered a freed seat.',
  notFull: 'This cohort still has seats; enrol instead of waiting.',
  alreadyWaiting: 'You are already on the waiting list for this cohort.',
  notWaiting: 'You are not on the waiting list for this cohort.',
  hasLearners: 'This cohort has learners or payments and cannot be deleted.',
  seatsBelowTaken: 'This cohort already has {count} places taken.',
  lessonLocked: 'This lesson is not open yet.',
  quizLocked: 'This quiz is not open yet.',
  assignmentLocked: 'This assignment is not open yet.',
} as const;

const day = z.iso.date({ error: cohortMessages.invalidDay });

/** POST /api/courses/{id}/cohorts/ and PUT /api/cohorts/{id}/: a cohort as its instructor writes it. */
export const cohortInputSchema = z
  .object({
    name: requiredText(cohortLimits.nameMax),
    starts_on: day,
    ends_on: day,
    enrolment_opens_on: day,
    enrolment_closes_on: day,
    seats: z
      .number({ error: cohortMessages.invalidSeats })
      .int({ error: cohortMessages.invalidSeats })
      .min(1, { error: cohortMessages.invalidSeats })
      .max(cohortLimits.seatsMax, { error: cohortMessages.invalidSeats })
      .nullable(),
    /** Its own price per learner; null for the course's. */
    price: moneySchema.nullable(),
  })
  .superRefine((cohort, ctx) => {
    if (cohort.ends_on < cohort.starts_on) {
      ctx.addIssue({ code: 'custom', path: ['ends_on'], message: cohortMessages.endsBeforeStart });
    }
    if (cohort.enrolment_closes_on < cohort.enrolment_opens_on) {
      ctx.addIssue({
        code: 'custom',
        path: ['enrolment_closes_on'],
        message: cohortMessages.closesBeforeOpens,
      });
    } else if (cohort.enrolment_closes_on > cohort.ends_on) {
      ctx.addIssue({
        code: 'custom',
        path: ['enrolment_closes_on'],
        message: cohortMessages.closesAfterEnd,
      });
    }
  });
export type CohortInput = z.infer<typeof cohortInputSchema>;

/**
 * `?cohort=` of the class routes (announcements, chat, live classes, People, gradebook) where an
 * instructor reads or writes one cohort's rows (docs/decisions/042-a-cohort-is-a-class-of-its-own.md).
 */
export const cohortQuerySchema = z.object({
  cohort: z.coerce.number().int().positive().optional(),
});

export const waitlistStatuses = ['waiting', 'offered', 'taken', 'expired', 'left'] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];

/** The reader's place on a cohort's waiting list. */
export const waitlistPlaceSchema = z.object({
  status: z.enum(['waiting', 'offered']),
  /** 1 for the first in line. */
  position: z.number().int(),
  /** Until when a seat is kept for them, while offered. */
  offer_expires_at: z.string().nullable(),
});
export type WaitlistPlace = z.infer<typeof waitlistPlaceSchema>;

/** A cohort as the course page and its instructor see it. */
export const cohortSchema = z.object({
  cohort_id: z.number().int(),
  name: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  enrolment_opens_on: z.string(),
  enrolment_closes_on: z.string(),
  seats: z.number().int().nullable(),
  /** Null when there is no limit. */
  seats_left: z.number().int().nullable(),
  price: z.string().nullable(),
  /** 'Sit Filled Up': no seat left for a new learner. */
  is_full: z.boolean(),
  /** Enrolment is open today and a seat is free (or held for the reader). */
  can_enrol: z.boolean(),
  phase: z.enum(['upcoming', 'open', 'running', 'ended']),
  waiting_count: z.number().int(),
  /** The reader's place in line; null for visitors and those not waiting. */
  my_waitlist: waitlistPlaceSchema.nullable(),
  /** The reader is a learner of this cohort. */
  is_mine: z.boolean(),
});
export type Cohort = z.infer<typeof cohortSchema>;

/** GET /api/courses/{id}/cohorts/ */
export const cohortListSchema = z.object({
  /** The course is taught in cohorts (it has at least one). */
  is_cohort_based: z.boolean(),
  cohorts: z.array(cohortSchema),
});
export type CohortList = z.infer<typeof cohortListSchema>;

const opensAfterDays = z
  .number({ error: cohortMessages.invalidDays })
  .int({ error: cohortMessages.invalidDays })
  .min(0, { error: cohortMessages.invalidDays })
  .max(cohortLimits.opensAfterDaysMax, { error: cohortMessages.invalidDays })
  .nullable();

/** PUT /api/modules/{id}/release/ and /api/lessons/{id}/release/: when it opens; both null for at once. */
export const releaseRuleSchema = z.object({
  opens_after_days: opensAfterDays,
  opens_on: day.nullable(),
});
export type ReleaseRule = z.infer<typeof releaseRuleSchema>;

/** The release schedule of a course as its instructor edits it. */
export const releaseScheduleSchema = z.object({
  modules: z.array(
    releaseRuleSchema.extend({
      module_id: z.number().int(),
      module_title: z.string(),
      lessons: z.array(
        releaseRuleSchema.extend({ lesson_id: z.number().int(), lesson_title: z.string() }),
      ),
    }),
  ),
});
export type ReleaseSchedule = z.infer<typeof releaseScheduleSchema>;

/** An academy day moved by whole days. */
export function addDays(day: string, days: number): string {
  return academyDay(new Date(academyDayStart(day).getTime() + days * 86_400_000));
}

/** The later of two days, either may be missing. */
const laterDay = (a: string | null, b: string | null) =>
  a === null ? b : b === null || a > b ? a : b;

type Rule = { opensAfterDays: number | null; opensOn: string | null };

/**
 * The day a rule opens on for a learner whose schedule counts from `baseDay` (the cohort's first
 * day, or their enrolment day when self-paced); null when it has no rule (open at once).
 */
export function ruleOpensOn(rule: Rule, baseDay: string): string | null {
  const counted = rule.opensAfterDays === null ? null : addDays(baseDay, rule.opensAfterDays);
  return laterDay(counted, rule.opensOn);
}

/** A lesson opens when both it and its module have: the later of their days. */
export function lessonOpensOn(module: Rule, lesson: Rule, baseDay: string): string | null {
  return laterDay(ruleOpensOn(module, baseDay), ruleOpensOn(lesson, baseDay));
}

/** Whether a day has begun at this instant on the academy's clock (null: no day, so open). */
export function hasOpened(opensOn: string | null, now: Date): boolean {
  return opensOn === null || academyDayStart(opensOn).getTime() <= now.getTime();
}
