import type { CourseModule } from '@academy/contract/catalogue';
import { hasOpened, lessonOpensOn } from '@academy/contract/cohorts';
import { readingMinutes } from '@academy/contract/readings';
import type { CourseContentRows } from './course-content-rows.ts';

/** Items grouped by a key, in their original order (Map.groupBy is not in the ES2022 lib). */
function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

const asRule = (row: { opens_after_days: number | null; opens_on: string | null }) => ({
  opensAfterDays: row.opens_after_days,
  opensOn: row.opens_on,
});

/** The learner the tree is shown to, when the course's release schedule applies to them. */
export type ScheduledReader = {
  /** Their cohort's first day, or their enrolment day when self-paced. */
  baseDay: string;
  now: Date;
};

/**
 * A course's modules with their lessons, lessons with their videos and resources, in authoring
 * order, each lesson marked done for the reader. The links are given only to a reader who may
 * follow the course (`canFollow`); the course page shows everyone else the titles. For a learner
 * on a release schedule (`scheduled`), a lesson not open yet says when it opens and gives none.
 */
export function presentModuleTree(
  content: CourseContentRows,
  canFollow: boolean,
  scheduled: ScheduledReader | null = null,
): CourseModule[] {
  const completed = new Set(content.completed);
  const videosByLesson = groupBy(content.videos, (video) => video.lesson_id);
  const resourcesByLesson = groupBy(content.resources, (resource) => resource.lesson_id);
  const lessonsByModule = groupBy(content.lessons, (lesson) => lesson.module_id);
  return content.modules.map((module) => ({
    module_id: module.module_id,
    module_title: module.module_title,
    lessons: (lessonsByModule.get(module.module_id) ?? []).map((lesson) => {
      const opensOn = scheduled
        ? lessonOpensOn(asRule(module), asRule(lesson), scheduled.baseDay)
        : null;
      const locked = scheduled !== null && !hasOpened(opensOn, scheduled.now);
      const linked = canFollow && !locked;
      return {
        lesson_id: lesson.lesson_id,
        lesson_title: lesson.lesson_title,
        duration: lesson.duration,
        is_completed: completed.has(lesson.lesson_id),
        free_preview: lesson.free_preview,
        reading_minutes: readingMinutes(lesson.article_words),
        has_notebook: lesson.has_notebook,
        ...(locked && opensOn !== null ? { opens_on: opensOn } : {}),
        videos: (videosByLesson.get(lesson.lesson_id) ?? []).map((video) => ({
          video_id: video.video_id,
          video_title: video.video_title,
          video_link: linked ? video.video_link : null,
        })),
        resources: (resourcesByLesson.get(lesson.lesson_id) ?? []).map((resource) => ({
          resource_id: resource.resource_id,
          resource_title: resource.resource_title,
          resource_link: linked ? resource.resource_link : null,
        })),
      };
    }),
  }));
}
