import { describe, expect, it } from 'vitest';
import { courseFormSchema } from '@academy/contract/authoring';
import { planCourseTree } from './course-tree-plan.ts';

const form = (modules: unknown) =>
  courseFormSchema.parse({ title: 'T', description: 'D', price: 0, category_id: 1, modules });

describe('planCourseTree', () => {
  it('sorts by the submitted order and renumbers from 1, new rows without ids', () => {
    const { plan, errors } = planCourseTree(
      form([
        {
          title: 'B',
          order: 5,
          lessons: [
            { title: 'b2', order: 9 },
            { title: 'b1', order: 2 },
          ],
        },
        { title: 'A', order: 3, lessons: [] },
      ]),
      [],
      [],
    );
    expect(errors).toEqual({});
    expect(plan.modules.map((m) => [m.id, m.title, m.position])).toEqual([
      [null, 'A', 1],
      [null, 'B', 2],
    ]);
    expect(plan.modules[1]!.lessons.map((l) => [l.title, l.position])).toEqual([
      ['b1', 1],
      ['b2', 2],
    ]);
  });

  it('matches by position without ids and keeps stored durations', () => {
    const { plan } = planCourseTree(
      form([{ title: 'A', lessons: [{ title: 'a1' }] }]),
      [
        { id: 10, position: 1 },
        { id: 11, position: 2 },
      ],
      [
        { id: 100, moduleId: 10, position: 1, duration: 25 },
        { id: 101, moduleId: 10, position: 2, duration: 5 },
        { id: 110, moduleId: 11, position: 1, duration: 5 },
      ],
    );
    expect(plan.modules[0]).toMatchObject({ id: 10, lessons: [{ id: 100, duration: 25 }] });
    expect(plan.removedModuleIds).toEqual([11]);
    expect(plan.removedLessonIds).toEqual([101, 110]);
    expect([plan.lessonsCount, plan.totalMinutes]).toEqual([1, 25]);
  });

  it('matches by id once any id is sent; items without one are new', () => {
    const { plan } = planCourseTree(
      form([
        { title: 'New', lessons: [{ title: 'n1' }] },
        { module_id: 11, title: 'Kept', lessons: [{ lesson_id: 100, title: 'moved' }] },
      ]),
      [
        { id: 10, position: 1 },
        { id: 11, position: 2 },
      ],
      [{ id: 100, moduleId: 10, position: 1, duration: 0 }],
    );
    expect(plan.modules.map((m) => m.id)).toEqual([null, 11]);
    expect(plan.modules[1]!.lessons[0]!.id).toBe(100);
    expect(plan.removedModuleIds).toEqual([10]);
    expect(plan.removedLessonIds).toEqual([]);
  });

  it('reports unknown and repeated ids at their submitted paths', () => {
    const { errors } = planCourseTree(
      form([
        { module_id: 99, title: 'X', lessons: [] },
        { module_id: 10, title: 'Y', lessons: [] },
        { module_id: 10, title: 'Z', lessons: [] },
      ]),
      [{ id: 10, position: 1 }],
      [],
    );
    expect(errors).toEqual({
      'modules.0.module_id': ['Invalid pk "99" - object does not exist.'],
      'modules.2.module_id': ['Each id may appear only once.'],
    });
  });
});
