import type { CourseDetail } from '@academy/contract/catalogue';
import { groupTotal } from '@academy/contract/pricing';
import type { CourseContentRows } from './course-content-rows.ts';
import { presentCourseListItem } from './course-presenter.ts';
import { presentModuleTree } from './module-tree-presenter.ts';
import type { CourseRow } from './course-rows.ts';

export function presentCourseDetail(
  row: CourseRow,
  content: CourseContentRows,
  canFollow: boolean,
): CourseDetail {
  return {
    ...presentCourseListItem(row),
    overview: row.overview ?? '',
    outcomes: content.outcomes,
    prerequisites: content.prerequisites,
    modules: presentModuleTree(content, canFollow),
    instructor_bio: row.instructor_bio ?? null,
    price_tiers: content.tiers.map((tier) => ({
      ...tier,
      total: groupTotal(tier.price_per_student, tier.students),
    })),
  };
}
