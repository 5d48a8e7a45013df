import { z } from 'zod';
import { requiredText, textFieldMessages, tooLongMessage } from './fields.ts';
import { pageSchema } from './pagination.ts';

/** GET /api/certificates/?page=: a page holds this many unless ?page_size= says otherwise. */
export const CERTIFICATES_PAGE_SIZE = 20;

/**
 * Learning: lesson progress, course notes, reviews and certificates.
 */

/**
 * Hosts whose video players the product embeds, in lessons and in notes: YouTube's
 * privacy-enhanced host and Vimeo's player (given dnt=1). The server's CSP frame-src allows
 * exactly these.
 */
export const EMBEDDABLE_VIDEO_HOSTS = ['www.youtube-nocookie.com', 'player.vimeo.com'] as const;

export const learningLimits = {
  noteTitleMax: 200,
  /** Characters of HTML as the editor sends it, before sanitising. */
  noteBodyMax: 50_000,
  ratingMin: 1,
  ratingMax: 5,
  reviewCommentMax: 2000,
  /** Reviews on the course detail page, newest first. */
  reviewsPageSize: 10,
  /** Certificate codes: 16 characters of RFC 4648 base32, 80 random bits. */
  certificateCodeLength: 16,
} as const;

export const learningMessages = {
  required: textFieldMessages.required,
  blank: textFieldMessages.blank,
  tooLong: textFieldMessages.tooLong,
  invalidRating: 'Choose a rating from 1 to 5 stars.',
  /** Progress, reviews: only the course's enrolled learners. */
  notEnrolled: 'You are not enrolled in this course.',
  alreadyReviewed: 'You have already reviewed this course.',
  notYourReview: 'You can only edit your own review.',
  /** Notes are written by the course's instructor (or staff). */
  notYourCourse: 'Only the instructor of this course can manage its notes.',
  /** What is left of a note body once unsafe markup is removed is empty. */
  emptyNoteBody: 'The note has no content left once unsafe markup is removed.',
} as const;

/** Base32 (RFC 4648) alphabet the certificate codes are written in. */
export const CERTIFICATE_CODE_PATTERN = /^[A-Z2-7]{16}$/;

/**
 * Whole percent of a course's lessons done, rounded down so a course shows 100% only when every
 * lesson is done; a course without lessons is 0%.
 */
export function completionPercentage(completed: number, total: number): number {
  if (total <= 0 || completed <= 0) return 0;
  if (completed >= total) return 100;
  return Math.floor((completed * 100) / total);
}

// ---- Progress ----------------------------------------------------------------------------------

/** POST and DELETE /api/lessons/{id}/complete/: the caller's progress in the lesson's course. */
export const lessonCompletionSchema = z.object({
  lesson_id: z.number().int(),
  is_completed: z.boolean(),
  completed_lessons: z.number().int(),
  total_lessons: z.number().int(),
  percentage: z.number().int().min(0).max(100),
  /** The caller's certificate for the course; kept even if a lesson is un-completed later. */
  certificate_code: z.string().nullable(),
});
export type LessonCompletion = z.infer<typeof lessonCompletionSchema>;

/** GET /api/learning/progress/: one entry per enrolment of the caller, newest first. */
export const courseProgressSchema = z.object({
  course_id: z.number().int(),
  course_title: z.string(),
  thumbnail: z.string().nullable(),
  instructor_name: z.string(),
  enrolled_at: z.string(),
  completed_lessons: z.number().int(),
  total_lessons: z.number().int(),
  percentage: z.number().int().min(0).max(100),
  /** Where "continue learning" resumes; null before any lesson was opened. */
  last_lesson_id: z.number().int().nullable(),
  completed_at: z.string().nullable(),
  certificate_code: z.string().nullable(),
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;

// ---- Notes -------------------------------------------------------------------------------------

/** POST /api/courses/{id}/notes/ and PUT /api/notes/{id}/: body is HTML, sanitised on the server. */
export const noteDraftSchema = z.object({
  title: requiredText(learningLimits.noteTitleMax),
  body: requiredText(learningLimits.noteBodyMax),
});
export type NoteDraft = z.infer<typeof noteDraftSchema>;

/** A course note as learners read it. */
export const noteSchema = z.object({
  note_id: z.number().int(),
  title: z.string(),
  /** Sanitised HTML. */
  body: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Note = z.infer<typeof noteSchema>;

// ---- Reviews -----------------------------------------------------------------------------------

export const reviewDraftSchema = z.object({
  rating: z
    .number({ error: learningMessages.invalidRating })
    .int(learningMessages.invalidRating)
    .min(learningLimits.ratingMin, learningMessages.invalidRating)
    .max(learningLimits.ratingMax, learningMessages.invalidRating),
  comment: z
    .string({ error: learningMessages.required })
    .trim()
    .max(learningLimits.reviewCommentMax, tooLongMessage(learningLimits.reviewCommentMax))
    .default(''),
});
export type ReviewDraftInput = z.input<typeof reviewDraftSchema>;
export type ReviewDraft = z.output<typeof reviewDraftSchema>;

export const reviewSchema = z.object({
  review_id: z.number().int(),
  course_id: z.number().int(),
  /** First name and last initial ("Nusrat J."). */
  reviewer: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** GET /api/courses/{id}/reviews/: a page of reviews with the course's rating and the caller's. */
export const reviewsPageSchema = pageSchema(reviewSchema).extend({
  /** The real average, two decimals; null before the first review. */
  rating: z.number().nullable(),
  rating_count: z.number().int(),
  /** The caller's own review, null for visitors and for those who have not reviewed. */
  my_review: reviewSchema.nullable(),
  /** The caller is enrolled and has not reviewed yet. */
  can_review: z.boolean(),
});
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;

// ---- Certificates ------------------------------------------------------------------------------

/** A certificate as its public verification shows it. */
export const certificateSchema = z.object({
  code: z.string(),
  course_id: z.number().int(),
  course_title: z.string(),
  learner_name: z.string(),
  instructor_name: z.string(),
  issued_at: z.string(),
  /** The course total when issued, in a course that requires a pass; null otherwise. */
  grade_percent: z.number().nullable(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** Where a certificate's PDF is downloaded from. */
export const certificatePdfPath = (code: string) =>
  `/api/certificates/${encodeURIComponent(code)}/pdf/`;
/** Where anyone verifies a certificate (web route). */
export const certificateVerifyPath = (code: string) => `/certificates/${encodeURIComponent(code)}`;
