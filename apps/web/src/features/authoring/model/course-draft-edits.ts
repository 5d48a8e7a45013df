import { newKey, type LessonDraft, type LinkDraft, type ModuleDraft } from './course-draft';

/**
 * Pure edits of the course content: a new module gets order = count + 1, a new lesson
 * its module's lesson count + 1, and removing or moving renumbers the rest from 1.
 */

/** Gives items order 1…n in their current sequence. */
export function renumber<T extends { order: number }>(items: readonly T[]): T[] {
  return items.map((item, index) =>
    item.order === index + 1 ? item : { ...item, order: index + 1 },
  );
}

/** Moves the item at `from` to `to` (both clamped) and renumbers. */
export function moveItem<T extends { order: number }>(
  items: readonly T[],
  from: number,
  to: number,
): T[] {
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from === target || from < 0 || from >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved!);
  return renumber(next);
}

/** Removes the item at `index` and renumbers the rest from 1. */
export function removeItem<T extends { order: number }>(items: readonly T[], index: number): T[] {
  return renumber(items.filter((_, position) => position !== index));
}

export function addModule(modules: readonly ModuleDraft[]): ModuleDraft[] {
  return [...modules, { key: newKey(), title: '', order: modules.length + 1, lessons: [] }];
}

export function addLesson(module: ModuleDraft): ModuleDraft {
  const lesson: LessonDraft = {
    key: newKey(),
    title: '',
    order: module.lessons.length + 1,
    duration: '',
    videos: [],
    resources: [],
  };
  return { ...module, lessons: [...module.lessons, lesson] };
}

export function addLink(links: readonly LinkDraft[]): LinkDraft[] {
  return [...links, { key: newKey(), title: '', link: '' }];
}

/** Replaces the item at `index` with `update(item)`. */
export function updateAt<T>(items: readonly T[], index: number, update: (item: T) => T): T[] {
  return items.map((item, position) => (position === index ? update(item) : item));
}

/** Removes the row at `index` (rows without an order: outcomes, videos). */
export function withoutIndex<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, position) => position !== index);
}
