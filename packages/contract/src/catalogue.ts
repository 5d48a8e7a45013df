import { z } from 'zod';
import { moneySchema } from './money-schema.ts';
import { pageQuerySchema } from './pagination.ts';
import { discountTypes } from './pricing.ts';
import {
  catalogueMessages,
  courseOrderings,
  RATING_MAX,
  SEARCH_MAX_LENGTH,
} from './catalogue-rules.ts';

/** A catalogue category (category_id, category_name). */
export const categorySchema = z.object({
  category_id: z.number().int(),
  category_name: z.string(),
  /** The name in Bangla; '' until staff give one, when readers in Bangla see `category_name`. */
  category_name_bn: z.string(),
  slug: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

// The rules stay importable from here, where the server has always found them.
export * from './catalogue-rules.ts';

export const courseOrderingSchema = z.enum(courseOrderings);

const optionalText = (schema: z.ZodString) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const priceBound = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .string()
    .trim()
    .regex(/^\d{1,10}(\.\d{1,2})?$/, catalogueMessages.invalidPrice)
    .optional(),
);

/**
 * GET /api/list-courses/ query. Without `page` the answer is a plain array; with it the
 * paginated envelope. Empty parameters count as absent, so a form can send every field.
 */
export const courseListQuerySchema = pageQuerySchema
  .extend({
    search: optionalText(z.string().trim().max(SEARCH_MAX_LENGTH, catalogueMessages.searchTooLong)),
    ordering: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(courseOrderings, { error: catalogueMessages.invalidOrdering }).optional(),
    ),
    /** A category id or slug. */
    category: optionalText(
      z
        .string()
        .trim()
        .regex(/^[a-z0-9][a-z0-9-]{0,99}$/i, catalogueMessages.invalidCategory),
    ),
    min_price: priceBound,
    max_price: priceBound,
    min_rating: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.coerce
        .number({ error: catalogueMessages.invalidRating })
        .min(0, catalogueMessages.invalidRating)
        .max(RATING_MAX, catalogueMessages.invalidRating)
        .optional(),
    ),
  })
  .refine(
    (query) =>
      query.min_price === undefined ||
      query.max_price === undefined ||
      Number(query.min_price) <= Number(query.max_price),
    { path: ['max_price'], message: catalogueMessages.priceRangeReversed },
  );
export type CourseListQuery = z.infer<typeof courseListQuerySchema>;

/** Every state of a course; coming-soon courses are listed but not enrollable, drafts unlisted. */
export const courseStatuses = ['draft', 'published', 'coming_soon'] as const;
export type CourseStatus = (typeof courseStatuses)[number];
/** The statuses the catalogue lists. */
export const listedCourseStatuses = [
  'published',
  'coming_soon',
] as const satisfies readonly CourseStatus[];
export const courseBadges = ['coming_soon', 'seats_filled', 'offer'] as const;
export type CourseBadge = (typeof courseBadges)[number];

/** The discount in force on one course, as a list item or the detail carries it. */
export const activeDiscountSchema = z.object({
  discount_id: z.number().int(),
  name: z.string(),
  discount_type: z.enum(discountTypes),
  value: moneySchema,
  /** Percent off for percentage discounts; null for fixed ones. */
  percentage: moneySchema.nullable(),
  /** The explicit sale price for this course, when staff set one. */
  price_after_discount: moneySchema.nullable(),
  end_date: z.string().nullable(),
});
export type ActiveDiscount = z.infer<typeof activeDiscountSchema>;

/** A course as the catalogue lists it. */
export const courseListItemSchema = z.object({
  course_id: z.number().int(),
  course_title: z.string(),
  description: z.string(),
  /** Price for one student, BDT. */
  price: moneySchema,
  /** What one student pays now when an active discount lowers the price; null otherwise. */
  discounted_price: moneySchema.nullable(),
  discount: activeDiscountSchema.nullable(),
  /** Media path of the thumbnail (served under /media/), or null. */
  thumbnail: z.string().nullable(),
  /** The category id. */
  category: z.number().int(),
  category_name: z.string(),
  category_slug: z.string(),
  instructor_name: z.string(),
  instructor_profile_picture: z.string().nullable(),
  total_students: z.number().int(),
  /** Total lesson time in hours, one decimal. */
  total_hours: z.number(),
  total_lessons: z.number().int(),
  /** Mean rating 0 to 5, null before the first review. */
  rating: z.number().nullable(),
  rating_count: z.number().int(),
  created_at: z.string(),
  class_code: z.string(),
  status: z.enum(listedCourseStatuses),
  badge: z.enum(courseBadges).nullable(),
  badge_text: z.string().nullable(),
  /** False when seats are filled or the course is not yet open. */
  enrollment_open: z.boolean(),
  is_enrolled: z.boolean(),
  /** The same flag under the name list responses also carry. */
  isEnrolled: z.boolean(),
});
export type CourseListItem = z.infer<typeof courseListItemSchema>;

export const priceTierSchema = z.object({
  students: z.number().int(),
  price_per_student: moneySchema,
  /** Saving per student against the single price. */
  savings: moneySchema,
  is_popular: z.boolean(),
  /** price_per_student × students. */
  total: moneySchema,
});
export type PriceTier = z.infer<typeof priceTierSchema>;

export const lessonSchema = z.object({
  lesson_id: z.number().int(),
  lesson_title: z.string(),
  /** Minutes. */
  duration: z.number().int(),
  /** False for visitors. */
  is_completed: z.boolean(),
  /** Its hosted video is ready and plays for anyone, visitors included (docs/rules.md, Video). */
  free_preview: z.boolean().optional(),
  /** Minutes to read its article (words / 200); 0 without one (docs/rules.md, Reading lessons). */
  reading_minutes: z.number().int().optional(),
  /** It carries a Jupyter notebook to read. */
  has_notebook: z.boolean().optional(),
  /**
   * To an enrolled learner, the academy day it opens on while it is still locked to them (drip
   * release, docs/rules.md, Cohorts); its links are then withheld. Absent once it is open.
   */
  opens_on: z.string().optional(),
  videos: z.array(
    z.object({
      video_id: z.number().int(),
      video_title: z.string(),
      /** Only for those who may follow the course (enrolled, its instructor, staff); else null. */
      video_link: z.string().nullable(),
    }),
  ),
  resources: z.array(
    z.object({
      resource_id: z.number().int(),
      resource_title: z.string(),
      /** Only for those who may follow the course; else null. */
      resource_link: z.string().nullable(),
    }),
  ),
});

export const courseModuleSchema = z.object({
  module_id: z.number().int(),
  module_title: z.string(),
  lessons: z.array(lessonSchema),
});
export type CourseModule = z.infer<typeof courseModuleSchema>;

/** GET /api/course-details/{id}/ */
export const courseDetailSchema = courseListItemSchema.extend({
  overview: z.string(),
  outcomes: z.array(z.object({ outcome_id: z.number().int(), outcome_title: z.string() })),
  prerequisites: z.array(
    z.object({ prerequisite_id: z.number().int(), prerequisite_title: z.string() }),
  ),
  modules: z.array(courseModuleSchema),
  instructor_bio: z.string().nullable(),
  /** Group pricing for 1, 2 or 3 students; empty when the course has none. */
  price_tiers: z.array(priceTierSchema),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

/**
 * GET /api/discounts/: one entry per discounted course, only discounts in force.
 */
export const discountEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The one course of this entry. */
  courses: z.array(z.number().int()),
  course_id: z.number().int(),
  percentage: moneySchema.nullable(),
  /** Course id → explicit sale price, when staff set one. */
  price_after_discount: z.record(z.string(), moneySchema),
  end_date: z.string().nullable(),
  is_active: z.boolean(),
  discount_type: z.enum(discountTypes),
  value: moneySchema,
  original_price: moneySchema,
  discounted_price: moneySchema,
});
export type DiscountEntry = z.infer<typeof discountEntrySchema>;
