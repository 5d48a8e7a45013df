import { latePenalty } from '@academy/contract/assignment-grading';
import { describe, expect, it } from 'vitest';

const policy = {
  dueAt: new Date('2026-12-01T23:59:00+06:00'),
  penaltyPercent: 10,
  floorPercent: 50,
};

describe('late days are started days after the due time', () => {
  it.each([
    ['2026-12-01T23:59:00+06:00', 0, 0],
    ['2026-12-02T00:00:00+06:00', 1, 10],
    ['2026-12-03T17:59:00+06:00', 2, 20], // 1 day 18 hours late
    ['2026-12-03T23:59:00+06:00', 2, 20],
    ['2026-12-04T00:00:00+06:00', 3, 30],
    ['2026-12-31T00:00:00+06:00', 30, 50], // never below the floor
  ])('handed in at %s: %i days, -%i %%', (submittedAt, daysLate, penaltyPercent) => {
    expect(latePenalty(policy, new Date(submittedAt))).toEqual({ daysLate, penaltyPercent });
  });
});
