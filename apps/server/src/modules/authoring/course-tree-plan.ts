import {
  authoringMessages,
  renumber,
  type CourseForm,
  type LessonInput,
  type ModuleInput,
} from '@academy/contract/authoring';
import type { FieldErrors } from '@academy/contract/errors';

/**
 * Pure planning of a course-tree save: which submitted module and lesson keeps which stored row.
 * Keeping rows (rather than deleting and re-inserting the tree) keeps lesson ids, so learners'
 * progress (lesson_progress references lessons) survives an edit that keeps the lesson.
 *
 * Matching: when the payload carries any module_id or lesson_id, rows are matched by id only and
 * items without an id are new. When it carries none (a plain payload), the n-th module
 * keeps the n-th stored module and the n-th lesson of a kept module keeps its n-th stored lesson.
 */

export type StoredModule = { id: number; position: number };
export type StoredLesson = { id: number; moduleId: number; position: number; duration: number };

export type PlannedLesson = {
  /** Stored lesson kept, or null for a new one. */
  id: number | null;
  title: string;
  position: number;
  duration: number;
  videos: LessonInput['videos'];
  resources: LessonInput['resources'];
};

export type PlannedModule = {
  id: number | null;
  title: string;
  position: number;
  lessons: PlannedLesson[];
};

export type TreePlan = {
  modules: PlannedModule[];
  removedModuleIds: number[];
  removedLessonIds: number[];
  lessonsCount: number;
  totalMinutes: number;
};

type Indexed<T> = T & { index: number };

const doesNotExist = (id: number) => authoringMessages.doesNotExist.replace('{id}', String(id));

function byPosition<T extends { position: number; id: number }>(a: T, b: T) {
  return a.position - b.position || a.id - b.id;
}

/** Plans the save; throws nothing, answers field errors keyed by the submitted array paths. */
export function planCourseTree(
  form: Pick<CourseForm, 'modules'>,
  storedModules: StoredModule[],
  storedLessons: StoredLesson[],
): { plan: TreePlan; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const addError = (path: string, message: string) => (errors[path] ??= []).push(message);

  const modules = renumber(form.modules.map((module, index) => ({ ...module, index }))).map(
    (module) => ({
      ...module,
      lessons: renumber(module.lessons.map((lesson, index) => ({ ...lesson, index }))),
    }),
  );
  const byId = modules.some(
    (module) =>
      module.module_id != null || module.lessons.some((lesson) => lesson.lesson_id != null),
  );

  const moduleRows = new Map(storedModules.map((row) => [row.id, row]));
  const lessonRows = new Map(storedLessons.map((row) => [row.id, row]));
  const sortedModules = [...storedModules].sort(byPosition);
  const lessonsOf = (moduleId: number) =>
    storedLessons.filter((lesson) => lesson.moduleId === moduleId).sort(byPosition);

  const keptModules = new Set<number>();
  const keptLessons = new Set<number>();

  const matchModule = (module: Indexed<ModuleInput> & { order: number }): number | null => {
    if (!byId) return sortedModules[module.order - 1]?.id ?? null;
    if (module.module_id == null) return null;
    const path = `modules.${module.index}.module_id`;
    if (!moduleRows.has(module.module_id)) addError(path, doesNotExist(module.module_id));
    else if (keptModules.has(module.module_id)) addError(path, authoringMessages.duplicateId);
    else return module.module_id;
    return null;
  };

  const matchLesson = (
    lesson: Indexed<LessonInput> & { order: number },
    moduleIndex: number,
    moduleId: number | null,
  ): StoredLesson | null => {
    if (!byId) return moduleId === null ? null : (lessonsOf(moduleId)[lesson.order - 1] ?? null);
    if (lesson.lesson_id == null) return null;
    const path = `modules.${moduleIndex}.lessons.${lesson.index}.lesson_id`;
    const row = lessonRows.get(lesson.lesson_id);
    if (!row) addError(path, doesNotExist(lesson.lesson_id));
    else if (keptLessons.has(row.id)) addError(path, authoringMessages.duplicateId);
    else return row;
    return null;
  };

  let lessonsCount = 0;
  let totalMinutes = 0;
  const planned: PlannedModule[] = modules.map((module) => {
    const moduleId = matchModule(module);
    if (moduleId !== null) keptModules.add(moduleId);
    return {
      id: moduleId,
      title: module.title,
      position: module.order,
      lessons: module.lessons.map((lesson) => {
        const row = matchLesson(lesson, module.index, moduleId);
        if (row) keptLessons.add(row.id);
        // A lesson sent without a duration keeps the one it has (a plain payload has none).
        const duration = lesson.duration ?? row?.duration ?? 0;
        lessonsCount += 1;
        totalMinutes += duration;
        return {
          id: row?.id ?? null,
          title: lesson.title,
          position: lesson.order,
          duration,
          videos: lesson.videos,
          resources: lesson.resources,
        };
      }),
    };
  });

  return {
    plan: {
      modules: planned,
      removedModuleIds: storedModules.map((row) => row.id).filter((id) => !keptModules.has(id)),
      removedLessonIds: storedLessons.map((row) => row.id).filter((id) => !keptLessons.has(id)),
      lessonsCount,
      totalMinutes,
    },
    errors,
  };
}
