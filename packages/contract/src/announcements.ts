import { z } from 'zod';
import { requiredText, textFieldMessages } from './fields.ts';

/** Course announcements. */

export const announcementLimits = {
  titleMax: 200,
  contentMax: 10_000,
  /** Announcements, 12 per page, newest first. */
  pageSize: 12,
} as const;

export const announcementMessages = {
  required: textFieldMessages.required,
  blank: textFieldMessages.blank,
  tooLong: textFieldMessages.tooLong,
  invalidCourse: 'A valid integer is required.',
  /** Only a course's own instructor (or staff) may announce to it. */
  notYourCourse: 'You can only post announcements to your own courses.',
  /** Announcements are for the course's learners, instructor and staff. */
  notEnrolled: 'Only learners enrolled in this course can read its announcements.',
} as const;

/** POST /api/announcements/create/: the announcement draft. */
export const announcementDraftSchema = z.object({
  /** The course id; the form's select gives a string, an API client an integer. */
  course: z
    .union([z.number(), z.string()], { error: announcementMessages.required })
    .transform((value, context) => {
      const id =
        typeof value === 'number' ? value : /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
      if (Number.isSafeInteger(id) && id > 0) return id;
      context.addIssue({ code: 'custom', message: announcementMessages.invalidCourse });
      return z.NEVER;
    }),
  title: requiredText(announcementLimits.titleMax),
  content: requiredText(announcementLimits.contentMax),
});
export type AnnouncementDraftInput = z.input<typeof announcementDraftSchema>;
export type AnnouncementDraft = z.output<typeof announcementDraftSchema>;

/** An announcement, with `date` for the visitor-side reading. */
export const announcementSchema = z.object({
  announcement_id: z.number().int(),
  course_id: z.number().int(),
  title: z.string(),
  content: z.string(),
  instructor_name: z.string(),
  course_title: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Same moment as created_at. */
  date: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** Days after which an announcement shows its full date instead of 'N days ago'. */
export const RELATIVE_TIME_MAX_DAYS = 7;
