import { describe, expect, it } from 'vitest';
import { canAnnounce, canReadAnnouncements } from './policies.ts';

describe('announcement policies', () => {
  const course = { instructorId: 7 };

  it("lets only the course's own instructor and staff announce", () => {
    expect(canAnnounce({ userId: 7, role: 'instructor' }, course)).toBe(true);
    expect(canAnnounce({ userId: 1, role: 'admin' }, course)).toBe(true);
    expect(canAnnounce({ userId: 8, role: 'instructor' }, course)).toBe(false);
    expect(canAnnounce({ userId: 9, role: 'learner' }, course)).toBe(false);
  });

  it('lets enrolled learners, the instructor and staff read', () => {
    expect(canReadAnnouncements({ userId: 9, role: 'learner' }, course, true)).toBe(true);
    expect(canReadAnnouncements({ userId: 9, role: 'learner' }, course, false)).toBe(false);
    expect(canReadAnnouncements({ userId: 7, role: 'instructor' }, course, false)).toBe(true);
    expect(canReadAnnouncements({ userId: 8, role: 'instructor' }, course, false)).toBe(false);
    expect(canReadAnnouncements({ userId: 1, role: 'admin' }, course, false)).toBe(true);
    // The course's instructor, once staff made them a learner, reads only if enrolled.
    expect(canReadAnnouncements({ userId: 7, role: 'learner' }, course, false)).toBe(false);
  });
});
