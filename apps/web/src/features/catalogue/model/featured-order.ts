import { HOME_COURSE_LIMIT } from '@academy/contract/catalogue-rules';
import type { CourseListItem } from '@academy/contract/catalogue';

/** The six home chips, by category slug, in the order shown. */
export const HOME_CATEGORY_SLUGS = [
  'clinical-research',
  'medical-writing',
  'data-analysis',
  'ethics',
  'neuroscience',
  'training',
] as const;
export type HomeCategorySlug = (typeof HOME_CATEGORY_SLUGS)[number];

/**
 * The featured grid with a chosen category first (the chips "reorder the courses
 * so the matching category comes first"): that category's courses, then the featured ones not
 * already shown, at most eight in all.
 */
export function featuredWithCategoryFirst(
  featured: readonly CourseListItem[],
  categoryCourses: readonly CourseListItem[] | undefined,
  categorySlug: string | null,
): CourseListItem[] {
  if (!categorySlug) return featured.slice(0, HOME_COURSE_LIMIT);
  const matching = [
    ...(categoryCourses ?? []),
    ...featured.filter((course) => course.category_slug === categorySlug),
  ];
  const first = [...new Map(matching.map((course) => [course.course_id, course])).values()];
  const shown = new Set(first.map((course) => course.course_id));
  const rest = featured.filter((course) => !shown.has(course.course_id));
  return [...first, ...rest].slice(0, HOME_COURSE_LIMIT);
}
