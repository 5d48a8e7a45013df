import { describe, expect, it } from 'vitest';
import { canEditReview, canManageNotes, canReview, canTrackProgress } from './policies.ts';

describe('learning policies', () => {
  it('progress belongs to enrolled learners only', () => {
    expect(canTrackProgress({ enrollmentId: 7 })).toBe(true);
    expect(canTrackProgress({ enrollmentId: null })).toBe(false);
  });

  it("notes are managed by the course's instructor or staff", () => {
    const course = { instructorId: 2 };
    expect(canManageNotes({ userId: 2, role: 'instructor' }, course)).toBe(true);
    expect(canManageNotes({ userId: 1, role: 'admin' }, course)).toBe(true);
    expect(canManageNotes({ userId: 4, role: 'instructor' }, course)).toBe(false);
    expect(canManageNotes({ userId: 3, role: 'learner' }, course)).toBe(false);
    // The course's instructor, once staff made them a learner, no longer manages it.
    expect(canManageNotes({ userId: 2, role: 'learner' }, course)).toBe(false);
  });

  it('an enrolled learner reviews once; only the author edits', () => {
    expect(canReview({ isEnrolled: true, hasReviewed: false })).toBe(true);
    expect(canReview({ isEnrolled: true, hasReviewed: true })).toBe(false);
    expect(canReview({ isEnrolled: false, hasReviewed: false })).toBe(false);
    expect(canEditReview({ userId: 3, role: 'learner' }, { userId: 3 })).toBe(true);
    expect(canEditReview({ userId: 1, role: 'admin' }, { userId: 3 })).toBe(false);
  });
});
