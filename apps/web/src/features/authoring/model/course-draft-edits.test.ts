import { describe, expect, it } from 'vitest';
import type { ModuleDraft } from './course-draft';
import { addLesson, addModule, moveItem, removeItem, renumber } from './course-draft-edits';

const modules = (...titles: string[]): ModuleDraft[] =>
  titles.map((title, index) => ({ key: title, title, order: index + 1, lessons: [] }));

const orders = (items: { title: string; order: number }[]) =>
  items.map((item) => [item.title, item.order]);

describe('course content edits', () => {
  it('gives a new module order = current count + 1', () => {
    const next = addModule(modules('A', 'B'));
    expect(next).toHaveLength(3);
    expect(next[2]).toMatchObject({ title: '', order: 3, lessons: [] });
  });

  it("gives a new lesson its module's lesson count + 1", () => {
    const module = addLesson(addLesson(modules('A')[0]!));
    expect(module.lessons.map((lesson) => lesson.order)).toEqual([1, 2]);
  });

  it('renumbers from 1 when an item is removed', () => {
    expect(orders(removeItem(modules('A', 'B', 'C'), 0))).toEqual([
      ['B', 1],
      ['C', 2],
    ]);
    expect(orders(removeItem(modules('A', 'B', 'C'), 1))).toEqual([
      ['A', 1],
      ['C', 2],
    ]);
  });

  it('moves an item and renumbers (drag and drop, move up/down)', () => {
    expect(orders(moveItem(modules('A', 'B', 'C'), 2, 0))).toEqual([
      ['C', 1],
      ['A', 2],
      ['B', 3],
    ]);
    expect(orders(moveItem(modules('A', 'B', 'C'), 0, 1))).toEqual([
      ['B', 1],
      ['A', 2],
      ['C', 3],
    ]);
    // Out of range targets are clamped; moving onto itself changes nothing.
    expect(orders(moveItem(modules('A', 'B'), 1, 5))).toEqual([
      ['A', 1],
      ['B', 2],
    ]);
  });

  it('renumber keeps untouched items identical', () => {
    const items = modules('A', 'B');
    const result = renumber(items);
    expect(result[0]).toBe(items[0]);
    expect(orders(renumber([{ ...items[1]!, order: 7 }]))).toEqual([['B', 1]]);
  });
});
