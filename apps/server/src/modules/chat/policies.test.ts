import { describe, expect, it } from 'vitest';
import { canUseChat } from './policies.ts';

const course = { instructorId: 2 };

describe('canUseChat', () => {
  it('admits enrolled learners, the course’s instructor and staff', () => {
    expect(canUseChat({ userId: 3, role: 'learner' }, course, true)).toBe(true);
    expect(canUseChat({ userId: 2, role: 'instructor' }, course, false)).toBe(true);
    expect(canUseChat({ userId: 1, role: 'admin' }, course, false)).toBe(true);
  });

  it('keeps out learners not enrolled and other instructors', () => {
    expect(canUseChat({ userId: 3, role: 'learner' }, course, false)).toBe(false);
    expect(canUseChat({ userId: 4, role: 'instructor' }, course, false)).toBe(false);
  });

  it('keeps out the course’s instructor once staff made them a learner, unless enrolled', () => {
    expect(canUseChat({ userId: 2, role: 'learner' }, course, false)).toBe(false);
    expect(canUseChat({ userId: 2, role: 'learner' }, course, true)).toBe(true);
  });
});
