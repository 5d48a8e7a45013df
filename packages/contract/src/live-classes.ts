import { z } from 'zod';
import { requiredText, textFieldMessages, tooLongMessage } from './fields.ts';
import { authoringLimits, authoringMessages, isHttpUrl } from './authoring.ts';
import { pageSchema } from './pagination.ts';

export { LIVE_CLASS_TIME_ZONE, LIVE_CLASS_UTC_OFFSET } from './live-class-rules.ts';

/** Past classes and attendance lists: a page holds this many unless ?page_size= says otherwise. */
export const LIVE_CLASS_HISTORY_PAGE_SIZE = 20;

/**
 * Live classes: sessions an instructor schedules for a course, joined through the server so the
 * meeting link never travels in a list or detail answer.
 */

export const liveClassLimits = {
  titleMax: 200,
  descriptionMax: 2000,
  meetingUrlMax: 2000,
  durationMinMinutes: 5,
  /** Eight hours. */
  durationMaxMinutes: 480,
  /** A weekly series holds at most a year of sessions. */
  weeklyCountMax: 52,
  /** Learners may join from this many minutes before the start until the end. */
  joinOpensMinutesBefore: 15,
  /** The instructor's (and staff's) Start works from this many minutes before the start. */
  hostOpensMinutesBefore: 60,
  /**
   * The schedules (a course's Stream, the dashboard's upcoming classes) refetch at once on a
   * live-class notice; they also poll every minute, in case a move or cancellation was missed
   * while the stream was down: the list is at most a minute behind (starts are set to the minute),
   * at one request a minute per open page.
   */
  schedulePollMs: 60_000,
} as const;

export const liveClassMessages = {
  required: textFieldMessages.required,
  blank: textFieldMessages.blank,
  tooLong: textFieldMessages.tooLong,
  invalidStart: 'Enter a valid date and time.',
  startInPast: 'A live class cannot start in the past.',
  durationTooShort: 'A live class lasts at least 5 minutes.',
  durationTooLong: 'A live class lasts at most 8 hours (480 minutes).',
  notHttps: 'Enter a meeting link starting with https://.',
  weeklyCountTooHigh: 'A weekly series has at most 52 sessions.',
  weeklyCountTooLow: 'A series has at least 1 session.',
  notYourCourse: 'Only the instructor of this course can manage its live classes.',
  notEnrolled: 'You are not enrolled in this course.',
  cancelled: 'This live class was cancelled.',
  alreadyOver: 'This live class has ended.',
  notOpenYet: 'This live class opens for joining 15 minutes before it starts.',
  joinTicketInvalid: 'This join link has expired. Press Join again.',
  notEndedYet: 'A recording can be attached once the live class has ended.',
  recordingAttached: 'This live class already has its recording.',
  moduleNotInCourse: 'Choose a module of this course.',
} as const;

/** The FAQ's promise: a class's recording is in the course within 24 hours of its end. */
export const RECORDING_DUE_HOURS = 24;
/** The instructor is reminded by mail this long after the end when no recording is attached. */
export const RECORDING_REMINDER_HOURS = 20;

/** The module a recording goes into when the instructor names none, created when missing. */
export const recordingsModuleTitles = {
  en: 'Live class recordings',
  bn: 'লাইভ ক্লাসের রেকর্ডিং',
} as const;

/** An https URL of any meeting provider (Zoom, Google Meet, Jitsi, BigBlueButton…). */
export const meetingUrlSchema = requiredText(liveClassLimits.meetingUrlMax).refine((value) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}, liveClassMessages.notHttps);

/** An instant with its offset ('2026-12-05T20:30:00+06:00'); the future check is the server's. */
const startSchema = z.iso.datetime({ offset: true, error: liveClassMessages.invalidStart });

const durationSchema = z
  .number({ error: liveClassMessages.required })
  .int(liveClassMessages.required)
  .min(liveClassLimits.durationMinMinutes, liveClassMessages.durationTooShort)
  .max(liveClassLimits.durationMaxMinutes, liveClassMessages.durationTooLong);

/** What a new class and the edit of one both carry: its title, description, start and length. */
const sessionFields = {
  title: requiredText(liveClassLimits.titleMax),
  description: z
    .string()
    .trim()
    .max(liveClassLimits.descriptionMax, tooLongMessage(liveClassLimits.descriptionMax))
    .default(''),
  starts_at: startSchema,
  duration_minutes: durationSchema,
};

/** POST /api/courses/{id}/live-classes/: one session, or a weekly series of `weekly_count`. */
export const liveClassDraftSchema = z.object({
  ...sessionFields,
  meeting_url: meetingUrlSchema,
  weekly_count: z
    .number()
    .int(liveClassMessages.weeklyCountTooLow)
    .min(1, liveClassMessages.weeklyCountTooLow)
    .max(liveClassLimits.weeklyCountMax, liveClassMessages.weeklyCountTooHigh)
    .default(1),
});
export type LiveClassDraft = z.input<typeof liveClassDraftSchema>;

/** Whether an edit or a cancellation touches one session or it and the later ones of its series. */
export const liveClassScopes = ['one', 'following'] as const;
export const liveClassScopeSchema = z.enum(liveClassScopes);
export type LiveClassScope = z.infer<typeof liveClassScopeSchema>;

/**
 * PUT /api/live-classes/{id}/: the fields to change. With scope 'following', a new start moves
 * this session and the later ones of its series by the same amount; the other fields are copied.
 * A blank meeting link keeps the stored one (the link is never sent back to fill the form).
 */
export const liveClassEditSchema = z.object({
  ...sessionFields,
  meeting_url: z.union([z.literal(''), meetingUrlSchema]).default(''),
  scope: liveClassScopeSchema.default('one'),
});
export type LiveClassEdit = z.input<typeof liveClassEditSchema>;

/** POST /api/live-classes/{id}/cancel/. */
export const liveClassCancelSchema = z
  .object({ scope: liveClassScopeSchema.default('one') })
  .nullish();

export const liveClassStatuses = ['scheduled', 'cancelled'] as const;

/**
 * A session as every list and detail answer gives it. Deliberately without the meeting link:
 * joining goes through GET /api/live-classes/{id}/join/, which checks who and when first.
 */
export const liveClassSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  course_title: z.string(),
  series_id: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  duration_minutes: z.number().int(),
  status: z.enum(liveClassStatuses),
  /** When Join opens for this reader: 15 minutes before for learners, earlier for the host. */
  join_opens_at: z.string(),
  /** The course's instructor or staff: may edit, cancel and Start. */
  can_manage: z.boolean(),
  /** Only for those who manage it: the provider's host name, to recognise the stored link. */
  meeting_host: z.string().nullable(),
  /** Whether this reader has joined it. */
  attended: z.boolean(),
  /** The lesson its recording became, once attached. */
  recording_lesson_id: z.number().int().nullable(),
});
export type LiveClass = z.infer<typeof liveClassSchema>;

/**
 * POST /api/live-classes/{id}/recording/: the recording's video link (checked as a lesson's video
 * link is), the lesson's title (the class's title when blank) and the module it goes into (a
 * 'Live class recordings' module, created when missing, when none is named).
 */
export const liveClassRecordingSchema = z.object({
  video_link: requiredText(authoringLimits.linkMax).refine(isHttpUrl, authoringMessages.invalidUrl),
  title: z
    .string()
    .trim()
    .max(liveClassLimits.titleMax, tooLongMessage(liveClassLimits.titleMax))
    .default(''),
  module_id: z.number().int().min(1).max(2_147_483_647).nullish(),
});
export type LiveClassRecordingInput = z.input<typeof liveClassRecordingSchema>;

/** The answer to attaching a recording: the class and where its lesson is. */
export const liveClassRecordingAnswerSchema = z.object({
  live_class: liveClassSchema,
  lesson_id: z.number().int(),
  module_id: z.number().int(),
});
export type LiveClassRecordingAnswer = z.infer<typeof liveClassRecordingAnswerSchema>;

/** A class that has ended, as the course's past classes list gives it. */
export const pastLiveClassSchema = liveClassSchema.extend({
  /** Learners who joined it; only for those who manage the course (null for learners). */
  attendee_count: z.number().int().nullable(),
  /** When its recording is due: 24 hours after the end; only for its managers (null for learners). */
  recording_due_at: z.string().nullable(),
  /**
   * Past due and still without a recording (a cancelled class is never overdue); only for its
   * managers (null for learners, who are never told of a staff matter).
   */
  recording_overdue: z.boolean().nullable(),
});
export type PastLiveClass = z.infer<typeof pastLiveClassSchema>;

/** GET /api/courses/{id}/live-classes/past/: ended classes, latest first, paginated. */
export const pastLiveClassesSchema = pageSchema(pastLiveClassSchema).extend({
  can_manage: z.boolean(),
  /** The reader's own attendance across the course's past classes (not cancelled). */
  my_attendance: z.object({ attended: z.number().int(), held: z.number().int() }),
});
export type PastLiveClasses = z.infer<typeof pastLiveClassesSchema>;

/** One enrolled learner and whether (and when) they joined a class. */
export const liveClassAttendeeSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  joined_at: z.string().nullable(),
});
export type LiveClassAttendee = z.infer<typeof liveClassAttendeeSchema>;

/** GET /api/live-classes/{id}/attendance/: the course's learners, those who joined first. */
export const liveClassAttendanceSchema = pageSchema(liveClassAttendeeSchema).extend({
  joined: z.number().int(),
});
export type LiveClassAttendance = z.infer<typeof liveClassAttendanceSchema>;

/** One learner's attendance across the course's past classes. */
export const learnerAttendanceSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  attended: z.number().int(),
  held: z.number().int(),
  /** attended / held as a whole percentage; null when no class was held yet. */
  rate: z.number().int().nullable(),
});
export type LearnerAttendance = z.infer<typeof learnerAttendanceSchema>;

/** GET /api/courses/{id}/live-classes/attendance/: each learner's rate, lowest first. */
export const courseAttendanceSchema = pageSchema(learnerAttendanceSchema).extend({
  held: z.number().int(),
});
export type CourseAttendance = z.infer<typeof courseAttendanceSchema>;

/** A class whose recording is overdue, for staff. */
export const overdueRecordingSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  course_title: z.string(),
  instructor_name: z.string(),
  title: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  due_at: z.string(),
  attendee_count: z.number().int(),
});
export type OverdueRecording = z.infer<typeof overdueRecordingSchema>;

/** GET /api/admin/live-classes/overdue-recordings/: oldest due first. */
export const overdueRecordingsSchema = pageSchema(overdueRecordingSchema);
export type OverdueRecordings = z.infer<typeof overdueRecordingsSchema>;

/** GET /api/courses/{id}/live-classes/: upcoming and recent sessions, with the server's clock. */
export const courseLiveClassesSchema = z.object({
  /** The server's time, so a countdown does not depend on the reader's clock being right. */
  now: z.string(),
  can_manage: z.boolean(),
  results: z.array(liveClassSchema),
});
export type CourseLiveClasses = z.infer<typeof courseLiveClassesSchema>;

/** GET /api/live-classes/{id}/: one session and the server's time. */
export const liveClassDetailSchema = z.object({ now: z.string(), live_class: liveClassSchema });
export type LiveClassDetail = z.infer<typeof liveClassDetailSchema>;

/** POST /api/live-classes/{id}/join-ticket/: where the browser goes to join (valid 60 s, once). */
export const liveClassJoinTicketSchema = z.object({ join_url: z.string() });
export type LiveClassJoinTicket = z.infer<typeof liveClassJoinTicketSchema>;

/** The end of a session. */
export function liveClassEnd(startsAt: Date, durationMinutes: number): Date {
  return new Date(startsAt.getTime() + durationMinutes * 60_000);
}

/** When Join opens: 15 minutes before the start for learners, 60 for the host. */
export function joinOpensAt(startsAt: Date, isHost: boolean): Date {
  const minutes = isHost
    ? liveClassLimits.hostOpensMinutesBefore
    : liveClassLimits.joinOpensMinutesBefore;
  return new Date(startsAt.getTime() - minutes * 60_000);
}

/** Minutes before a session that its day and hour reminders are due. */
export const liveClassReminderLeads = { reminder_day: 24 * 60, reminder_hour: 60 } as const;

/**
 * GET /api/live-classes/upcoming/: the reader's next classes across their courses (dashboard), a
 * weekly series once, at its next class.
 */
export const upcomingLiveClassesSchema = z.object({
  now: z.string(),
  results: z.array(
    liveClassSchema.extend({
      /** Coming classes of the same series after this one; 0 for a single class. */
      more_in_series: z.number().int(),
    }),
  ),
});
export type UpcomingLiveClasses = z.infer<typeof upcomingLiveClassesSchema>;

/** One coming class as a visitor of the course page sees it: times only. */
export const scheduledTimeSchema = z.object({
  starts_at: z.string(),
  ends_at: z.string(),
  duration_minutes: z.number().int(),
});
export type ScheduledTime = z.infer<typeof scheduledTimeSchema>;

/** GET /api/courses/{id}/live-schedule/: public, no titles, links or attendance. */
export const liveScheduleSchema = z.object({ results: z.array(scheduledTimeSchema) });
export type LiveSchedule = z.infer<typeof liveScheduleSchema>;

/** GET /api/calendar-feed/: whether the reader has a private calendar feed, and since when. */
export const calendarFeedStatusSchema = z.object({ created_at: z.string().nullable() });
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** POST /api/calendar-feed/: the new feed address, shown once; the previous one stops working. */
export const calendarFeedSchema = z.object({ url: z.string(), created_at: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
