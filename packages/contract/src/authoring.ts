import { z } from 'zod';
import { courseStatuses } from './catalogue.ts';
import { requiredText, textFieldMessages, toLatinDigits, tooLongMessage } from './fields.ts';

/** GET /api/instructor-courses/?page=: a page holds this many unless ?page_size= says otherwise. */
export const INSTRUCTOR_COURSES_PAGE_SIZE = 12;

/**
 * Instructor authoring: the course form both sides validate, its cleaning rules, limits, and the
 * instructor's read models.
 */

/** Field limits of the course form; the server refuses longer text, the form stops typing. */
export const authoringLimits = {
  titleMax: 200,
  descriptionMax: 20_000,
  /** An outcome or prerequisite line. */
  lineMax: 300,
  linkTitleMax: 200,
  linkMax: 2048,
  outcomesMax: 50,
  prerequisitesMax: 50,
  modulesMax: 100,
  lessonsPerModuleMax: 200,
  lessonsPerCourseMax: 500,
  linksPerLessonMax: 50,
  /** Lesson duration in minutes. */
  lessonDurationMax: 1440,
  /** numeric(12,2): ten digits before the decimal point. */
  priceWholeDigitsMax: 10,
} as const;

/** Thumbnail rules: 16:9, stored at 1280x720, at least 640x360, at most 5 MB. */
export const thumbnailRules = {
  width: 1280,
  height: 720,
  minWidth: 640,
  minHeight: 360,
  /** The smaller copy course cards load. */
  cardWidth: 640,
  cardHeight: 360,
  maxBytes: 5 * 1024 * 1024,
  aspect: '16:9',
} as const;

/** Server messages in Django REST Framework's wording, so the '{field}: {message}' toasts read well. */
export const authoringMessages = {
  required: textFieldMessages.required,
  blank: textFieldMessages.blank,
  tooLong: textFieldMessages.tooLong,
  tooMany: 'Ensure this field has no more than {max} elements.',
  invalidUrl: 'Enter a valid URL.',
  invalidNumber: 'A valid number is required.',
  invalidInteger: 'A valid integer is required.',
  priceMin: 'Ensure this value is greater than or equal to 0.',
  priceDecimals: 'Ensure that there are no more than 2 decimal places.',
  priceDigits: 'Ensure that there are no more than 10 digits before the decimal point.',
  durationRange: 'Ensure this value is between 0 and 1440.',
  tooManyLessons: 'Ensure this course has no more than 500 lessons.',
  doesNotExist: 'Invalid pk "{id}" - object does not exist.',
  duplicateId: 'Each id may appear only once.',
  thumbnailMissing: 'No file was submitted.',
  thumbnailInvalid:
    'Upload a valid image. The file you uploaded was either not an image or a corrupted image.',
  thumbnailTooSmall: 'The image must be at least 640x360 pixels.',
} as const;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));

/** True for an absolute http(s) URL with a host: what a video or resource link must be. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

type PriceResult = { ok: true; value: string } | { ok: false; message: string };

/**
 * Price is a decimal number, minimum 0, step 0.01. Accepts a number or a decimal string
 * and answers it as 'N.NN' (money is never a float past this point).
 */
export function parsePrice(input: unknown): PriceResult {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, message: authoringMessages.invalidNumber };
    // String(10.5) is '10.5'; huge or tiny numbers come out in exponent form and are refused below.
    text = String(input);
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    return { ok: false, message: authoringMessages.invalidNumber };
  }
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(text)) {
    return { ok: false, message: authoringMessages.invalidNumber };
  }
  if (text.startsWith('-') && /[1-9]/.test(text)) {
    return { ok: false, message: authoringMessages.priceMin };
  }
  const unsigned = text.replace(/^-/, '');
  const [whole = '', fraction = ''] = unsigned.split('.');
  const fractionDigits = fraction.replace(/0+$/, '');
  if (fractionDigits.length > 2) return { ok: false, message: authoringMessages.priceDecimals };
  const wholeDigits = whole.replace(/^0+/, '');
  if (wholeDigits.length > authoringLimits.priceWholeDigitsMax) {
    return { ok: false, message: authoringMessages.priceDigits };
  }
  return { ok: true, value: `${wholeDigits || '0'}.${fractionDigits.padEnd(2, '0')}` };
}

/** `category_id` is an integer (the form's select gives a string). */
export function parseIntegerId(input: unknown): number | null {
  if (typeof input === 'number') return Number.isSafeInteger(input) && input > 0 ? input : null;
  if (typeof input === 'string' && /^\s*\d+\s*$/.test(input)) {
    const value = Number(input.trim());
    return Number.isSafeInteger(value) && value > 0 ? value : null;
  }
  return null;
}

/**
 * Puts items in the order their `order` values say (ties keep their place) and renumbers them
 * from 1 (removing renumbers from 1; a new item gets count + 1).
 */
export function renumber<T extends { order?: number | null | undefined }>(
  items: readonly T[],
): (T & { order: number })[] {
  return items
    .map((item, index) => ({ item, index, key: item.order ?? Number.POSITIVE_INFINITY }))
    .sort((a, b) => a.key - b.key || a.index - b.index)
    .map(({ item }, index) => ({ ...item, order: index + 1 }));
}

const tooMany = (max: number) => fill(authoringMessages.tooMany, { max });

/** Required text: trimmed, not blank, bounded. */
/** Optional text: trimmed, null or missing read as empty. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLongMessage(max))
    .nullish()
    .transform((value) => value ?? '');

const optionalId = z.number().int().positive().nullish();
const optionalOrder = z.number().int().min(1).nullish();

const priceField = z
  .union([z.number(), z.string()], { error: authoringMessages.invalidNumber })
  .transform((value, context) => {
    const result = parsePrice(typeof value === 'string' ? toLatinDigits(value) : value);
    if (result.ok) return result.value;
    context.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  });

const integerIdField = z
  .union([z.number(), z.string()], { error: authoringMessages.required })
  .transform((value, context) => {
    const id = parseIntegerId(value);
    if (id !== null) return id;
    context.addIssue({ code: 'custom', message: authoringMessages.invalidInteger });
    return z.NEVER;
  });

const linkText = optionalText(authoringLimits.linkTitleMax);
const linkUrl = optionalText(authoringLimits.linkMax);

/** Flags a filled link that is not an http(s) URL, at the link's own path. */
function checkLink(title: string, link: string, linkKey: string, context: z.RefinementCtx) {
  if (title && link && !isHttpUrl(link)) {
    context.addIssue({ code: 'custom', path: [linkKey], message: authoringMessages.invalidUrl });
  }
}

const videoRow = z
  .object({ video_title: linkText, video_link: linkUrl })
  .superRefine((row, context) => checkLink(row.video_title, row.video_link, 'video_link', context));
const resourceRow = z
  .object({ resource_title: linkText, resource_link: linkUrl })
  .superRefine((row, context) =>
    checkLink(row.resource_title, row.resource_link, 'resource_link', context),
  );

/** Videos and resources are dropped unless both title and link are filled. */
const videoList = z
  .array(videoRow)
  .max(authoringLimits.linksPerLessonMax, tooMany(authoringLimits.linksPerLessonMax))
  .nullish()
  .transform((rows) => (rows ?? []).filter((row) => row.video_title && row.video_link));
const resourceList = z
  .array(resourceRow)
  .max(authoringLimits.linksPerLessonMax, tooMany(authoringLimits.linksPerLessonMax))
  .nullish()
  .transform((rows) => (rows ?? []).filter((row) => row.resource_title && row.resource_link));

const lineText = optionalText(authoringLimits.lineMax);

/** Outcomes and prerequisites with empty titles are dropped. */
const outcomeList = z
  .array(z.object({ outcome_title: lineText }))
  .max(authoringLimits.outcomesMax, tooMany(authoringLimits.outcomesMax))
  .nullish()
  .transform((rows) => (rows ?? []).map((row) => row.outcome_title).filter(Boolean));
const prerequisiteList = z
  .array(z.object({ prerequisite_title: lineText }))
  .max(authoringLimits.prerequisitesMax, tooMany(authoringLimits.prerequisitesMax))
  .nullish()
  .transform((rows) => (rows ?? []).map((row) => row.prerequisite_title).filter(Boolean));

/** A lesson of the form. `lesson_id` keeps an existing lesson (and learners' progress on it). */
export const lessonInputSchema = z.object({
  lesson_id: optionalId,
  title: requiredText(authoringLimits.titleMax),
  order: optionalOrder,
  /** Minutes; kept as it is on an existing lesson when left out. */
  duration: z
    .number({ error: authoringMessages.invalidInteger })
    .int(authoringMessages.invalidInteger)
    .min(0, authoringMessages.durationRange)
    .max(authoringLimits.lessonDurationMax, authoringMessages.durationRange)
    .nullish(),
  videos: videoList,
  resources: resourceList,
});

/** A module of the form. `module_id` keeps an existing module. */
export const moduleInputSchema = z.object({
  module_id: optionalId,
  title: requiredText(authoringLimits.titleMax),
  order: optionalOrder,
  lessons: z
    .array(lessonInputSchema)
    .max(authoringLimits.lessonsPerModuleMax, tooMany(authoringLimits.lessonsPerModuleMax))
    .nullish()
    .transform((lessons) => lessons ?? []),
});

/** Draft courses are kept out of the catalogue until their instructor publishes them. */
export const authoredStatuses = ['draft', 'published'] as const;

/**
 * POST /api/create-course/ and PUT /api/edit-course/{id}/, cleaned: text trimmed, price a decimal
 * with two places, category an integer, empty outcomes and prerequisites dropped, videos and
 * resources dropped unless both title and link are filled.
 */
export const courseFormSchema = z.object({
  title: requiredText(authoringLimits.titleMax),
  description: requiredText(authoringLimits.descriptionMax),
  price: priceField,
  category_id: integerIdField,
  /** Optional; new courses are drafts unless 'published' is asked for, edits keep the status. */
  status: z.enum(authoredStatuses).optional(),
  /**
   * Optional; whether learners may hand in a new version of an assignment once its grade is
   * released (off for a new course; an edit that leaves it out keeps it).
   */
  resubmit_after_release: z.boolean().optional(),
  outcomes: outcomeList,
  prerequisites: prerequisiteList,
  modules: z
    .array(moduleInputSchema)
    .max(authoringLimits.modulesMax, tooMany(authoringLimits.modulesMax))
    .nullish()
    .transform((modules) => modules ?? [])
    .refine(
      (modules) =>
        modules.reduce((sum, module) => sum + module.lessons.length, 0) <=
        authoringLimits.lessonsPerCourseMax,
      authoringMessages.tooManyLessons,
    ),
});
/** What a client sends. */
export type CourseFormInput = z.input<typeof courseFormSchema>;
/** What the server saves after cleaning. */
export type CourseForm = z.output<typeof courseFormSchema>;
export type ModuleInput = CourseForm['modules'][number];
export type LessonInput = ModuleInput['lessons'][number];

/** 201 of create, 200 of edit. */
export const courseSavedSchema = z.object({ course_id: z.number().int() });
export type CourseSaved = z.infer<typeof courseSavedSchema>;

/** 200 of the multipart thumbnail upload. */
export const thumbnailSavedSchema = z.object({
  course_id: z.number().int(),
  /** '/media/thumbnails/….webp', 1280x720. */
  thumbnail: z.string(),
  /** The 640x360 copy for cards. */
  thumbnail_card: z.string(),
});
export type ThumbnailSaved = z.infer<typeof thumbnailSavedSchema>;

/** What the instructor's list and the edit form both show of a course. */
const authoredCourseSchema = z.object({
  course_id: z.number().int(),
  course_title: z.string(),
  description: z.string(),
  price: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
  status: z.enum(courseStatuses),
  /** Server-relative media path or null. */
  thumbnail: z.string().nullable(),
});

/** GET /api/instructor-courses/ item (plus status and counts). */
export const instructorCourseSchema = authoredCourseSchema.extend({
  created_at: z.string(),
  updated_at: z.string(),
  instructor_name: z.string(),
  total_students: z.number().int(),
  total_lessons: z.number().int(),
});
export type InstructorCourse = z.infer<typeof instructorCourseSchema>;

const videoSchema = z.object({
  video_id: z.number().int(),
  video_title: z.string(),
  video_link: z.string(),
});
const resourceSchema = z.object({
  resource_id: z.number().int(),
  resource_title: z.string(),
  resource_link: z.string(),
});

/** GET /api/instructor-course/{id}/: the edit form's data, with ids to keep identity. */
export const instructorCourseDetailSchema = authoredCourseSchema.extend({
  resubmit_after_release: z.boolean(),
  outcomes: z.array(z.object({ outcome_id: z.number().int(), outcome_title: z.string() })),
  prerequisites: z.array(
    z.object({ prerequisite_id: z.number().int(), prerequisite_title: z.string() }),
  ),
  modules: z.array(
    z.object({
      module_id: z.number().int(),
      module_title: z.string(),
      order: z.number().int(),
      lessons: z.array(
        z.object({
          lesson_id: z.number().int(),
          lesson_title: z.string(),
          order: z.number().int(),
          duration: z.number().int(),
          videos: z.array(videoSchema),
          resources: z.array(resourceSchema),
        }),
      ),
    }),
  ),
});
export type InstructorCourseDetail = z.infer<typeof instructorCourseDetailSchema>;

/** Weeks of enrolments the teaching insight charts. */
export const INSIGHT_WEEKS = 12;
/** Latest reviews the teaching insight lists. */
export const INSIGHT_REVIEWS = 5;

/** GET /api/instructor-courses/{id}/insight/: how a course is doing, for its instructor. */
export const courseInsightSchema = z.object({
  course_id: z.number().int(),
  course_title: z.string(),
  /** Oldest first; each week starts on Monday (academy time, Asia/Dhaka). */
  enrolments_by_week: z.array(z.object({ week_start: z.string(), enrolments: z.number().int() })),
  total_students: z.number().int(),
  /** Sum of the server-computed amounts of approved payments, BDT 'N.NN'. */
  approved_revenue: z.string(),
  approved_payments: z.number().int(),
  /** Mean share of lessons done per enrolled learner, percent with one decimal. */
  average_completion: z.number(),
  total_lessons: z.number().int(),
  rating_avg: z.string().nullable(),
  rating_count: z.number().int(),
  latest_reviews: z.array(
    z.object({
      review_id: z.number().int(),
      reviewer_name: z.string(),
      rating: z.number().int(),
      comment: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type CourseInsight = z.infer<typeof courseInsightSchema>;

/** The academy's clock for weekly buckets. */
export { ACADEMY_TIME_ZONE } from './academy-time.ts';
