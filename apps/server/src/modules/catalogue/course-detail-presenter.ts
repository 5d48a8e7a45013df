import type { CourseDetail, CourseModule } from '@academy/contract/catalogue';
import { groupTotal } from '@academy/contract/pricing';
import type { CourseContentRows } from './course-content-rows.ts';
import { presentCourseListItem } from './course-presenter.ts';
import type { CourseRow } from './course-rows.ts';

/** Items keyed by one of their fields (Map.groupBy arrives with Node 21). */
function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** Modules with their lessons, lessons with their videos and resources, in authoring order. */
function presentModules(content: CourseContentRows, canFollow: boolean): CourseModule[] {
  const completed = new Set(content.completed);
  const videosByLesson = groupBy(content.videos, (video) => video.lesson_id);
  const resourcesByLesson = groupBy(content.resources, (resource) => resource.lesson_id);
  const lessonsByModule = groupBy(content.lessons, (lesson) => lesson.module_id);
  return content.modules.map((module) => ({
    module_id: module.module_id,
    module_title: module.module_title,
    lessons: (lessonsByModule.get(module.module_id) ?? []).map((lesson) => ({
      lesson_id: lesson.lesson_id,
      lesson_title: lesson.lesson_title,
      duration: lesson.duration,
      is_completed: completed.has(lesson.lesson_id),
      videos: (videosByLesson.get(lesson.lesson_id) ?? []).map((video) => ({
        video_id: video.video_id,
        video_title: video.video_title,
        video_link: canFollow ? video.video_link : null,
      })),
      resources: (resourcesByLesson.get(lesson.lesson_id) ?? []).map((resource) => ({
        resource_id: resource.resource_id,
        resource_title: resource.resource_title,
        resource_link: canFollow ? resource.resource_link : null,
      })),
    })),
  }));
}

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
    modules: presentModules(content, canFollow),
    instructor_bio: row.instructor_bio ?? null,
    price_tiers: content.tiers.map((tier) => ({
      ...tier,
      total: groupTotal(tier.price_per_student, tier.students),
    })),
  };
}
