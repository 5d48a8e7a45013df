import type { CourseModule } from '@academy/contract/catalogue';

export type Lesson = CourseModule['lessons'][number];
export type LessonInModule = Lesson & { moduleTitle: string };

/**
 * Every lesson of the course the reader can open, in reading order, module by module: one not
 * open yet to them (drip release, `opens_on`) is left out, so nothing moves on to it.
 */
export function flattenLessons(modules: readonly CourseModule[]): LessonInModule[] {
  return modules.flatMap((module) =>
    module.lessons
      .filter((lesson) => !lesson.opens_on)
      .map((lesson) => ({ ...lesson, moduleTitle: module.module_title })),
  );
}

/**
 * The lesson to show: the one asked for in the address; else where "Continue Course" resumes:
 * the lesson last opened while it is not done, else the next one not done after it in course
 * order, else the first not done; with everything done, the last opened or the first. Null
 * without lessons.
 */
export function pickLesson(
  lessons: readonly LessonInModule[],
  requested: number | null,
  lastOpened: number | null,
): LessonInModule | null {
  const byId = (id: number | null) =>
    id === null ? undefined : lessons.find((lesson) => lesson.lesson_id === id);
  const asked = byId(requested);
  if (asked) return asked;
  const last = lastOpened === null ? -1 : lessons.findIndex((one) => one.lesson_id === lastOpened);
  const notDone = (lesson: LessonInModule, index: number) => !lesson.is_completed && index >= last;
  return (
    lessons.find(notDone) ??
    lessons.find((lesson) => !lesson.is_completed) ??
    lessons[last] ??
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
