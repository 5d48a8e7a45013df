import type { CourseModule } from '@academy/contract/catalogue';
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

/**
 * A course's modules with their lessons, lessons with their videos and resources, in authoring
 * order, each lesson marked done for the reader. The links are given only to a reader who may
 * follow the course (`canFollow`); the course page shows everyone else the titles.
 */
export function presentModuleTree(content: CourseContentRows, canFollow: boolean): CourseModule[] {
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
      free_preview: lesson.free_preview,
      reading_minutes: readingMinutes(lesson.article_words),
      has_notebook: lesson.has_notebook,
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
