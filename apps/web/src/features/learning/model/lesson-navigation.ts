import type { CourseModule } from '@academy/contract/catalogue';

export type Lesson = CourseModule['lessons'][number];
export type LessonInModule = Lesson & { moduleTitle: string };

/** Every lesson of the course in reading order, module by module. */
export function flattenLessons(modules: readonly CourseModule[]): LessonInModule[] {
  return modules.flatMap((module) =>
    module.lessons.map((lesson) => ({ ...lesson, moduleTitle: module.module_title })),
  );
}

/**
 * The lesson to show: the one asked for in the address, else the one last opened ("continue
 * learning" resumes there), else the first not yet done, else the first; null without lessons.
 */
export function pickLesson(
  lessons: readonly LessonInModule[],
  requested: number | null,
  lastOpened: number | null,
): LessonInModule | null {
  const byId = (id: number | null) =>
    id === null ? undefined : lessons.find((lesson) => lesson.lesson_id === id);
  return (
    byId(requested) ??
    byId(lastOpened) ??
    lessons.find((lesson) => !lesson.is_completed) ??
    lessons[0] ??
    null
  );
}

/** The lessons before and after `lessonId` in reading order. */
export function neighbours(lessons: readonly LessonInModule[], lessonId: number) {
  const index = lessons.findIndex((lesson) => lesson.lesson_id === lessonId);
  return {
    previous: index > 0 ? lessons[index - 1]! : null,
    next: index >= 0 && index < lessons.length - 1 ? lessons[index + 1]! : null,
  };
}
