import { describe, expect, it } from 'vitest';
import { flattenLessons, neighbours, pickLesson } from './lesson-navigation';

const lesson = (id: number, done = false) => ({
  lesson_id: id,
  lesson_title: `Lesson ${id}`,
  duration: 10,
  is_completed: done,
  videos: [],
  resources: [],
});

const modules = [
  { module_id: 1, module_title: 'One', lessons: [lesson(11, true), lesson(12)] },
  { module_id: 2, module_title: 'Two', lessons: [lesson(21)] },
];

describe('lesson navigation', () => {
  const lessons = flattenLessons(modules);

  it('reads lessons module by module', () => {
    expect(lessons.map((item) => [item.lesson_id, item.moduleTitle])).toEqual([
      [11, 'One'],
      [12, 'One'],
      [21, 'Two'],
    ]);
  });

  it('picks the requested lesson, else resumes at the next lesson not done, in course order', () => {
    expect(pickLesson(lessons, 21, 11)?.lesson_id).toBe(21);
    // 'Continue Course' after finishing lesson 11 opens 12, never the completed 11 again.
    expect(pickLesson(lessons, 999, 11)?.lesson_id).toBe(12);
    expect(pickLesson(lessons, null, 11)?.lesson_id).toBe(12);
    // A lesson opened and not yet done is where the learner left off.
    expect(pickLesson(lessons, null, 21)?.lesson_id).toBe(21);
    // After the last lesson opened, the first not done after it; then the first not done at all.
    const later = flattenLessons([
      { module_id: 1, module_title: 'One', lessons: [lesson(1), lesson(2, true), lesson(3)] },
      { module_id: 2, module_title: 'Two', lessons: [lesson(4, true)] },
    ]);
    expect(pickLesson(later, null, 2)?.lesson_id).toBe(3);
    expect(pickLesson(later, null, 4)?.lesson_id).toBe(1);
    expect(pickLesson(lessons, null, null)?.lesson_id).toBe(12);
    // Everything done: where the learner last was.
    const done = flattenLessons([
      { module_id: 1, module_title: 'One', lessons: [lesson(1, true), lesson(2, true)] },
    ]);
    expect(pickLesson(done, null, 2)?.lesson_id).toBe(2);
    expect(
      pickLesson(flattenLessons([{ ...modules[0]!, lessons: [lesson(1, true)] }]), null, null)
        ?.lesson_id,
    ).toBe(1);
    expect(pickLesson([], null, null)).toBeNull();
  });

  it('knows the previous and next lesson across modules', () => {
    expect(neighbours(lessons, 12)).toMatchObject({
      previous: { lesson_id: 11 },
      next: { lesson_id: 21 },
    });
    expect(neighbours(lessons, 11).previous).toBeNull();
    expect(neighbours(lessons, 21).next).toBeNull();
  });
});
