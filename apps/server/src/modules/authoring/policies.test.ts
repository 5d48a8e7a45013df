import { describe, expect, it } from 'vitest';
import { canAuthorCourses, canManageCourse, listsEveryCourse } from './policies.ts';

describe('authoring policies', () => {
  it('lets instructors and staff author, not learners', () => {
    expect(canAuthorCourses({ role: 'instructor' })).toBe(true);
    expect(canAuthorCourses({ role: 'admin' })).toBe(true);
    expect(canAuthorCourses({ role: 'learner' })).toBe(false);
  });

  it("lets a course's own instructor and staff manage it, nobody else", () => {
    const course = { instructorId: 7 };
    expect(canManageCourse({ userId: 7, role: 'instructor' }, course)).toBe(true);
    expect(canManageCourse({ userId: 1, role: 'admin' }, course)).toBe(true);
    expect(canManageCourse({ userId: 8, role: 'instructor' }, course)).toBe(false);
    // A former instructor demoted to learner no longer manages their old course.
    expect(canManageCourse({ userId: 7, role: 'learner' }, course)).toBe(false);
  });

  it('lists every course for staff only', () => {
    expect(listsEveryCourse({ role: 'admin' })).toBe(true);
    expect(listsEveryCourse({ role: 'instructor' })).toBe(false);
  });
});
