import { describe, expect, it } from 'vitest';
import { addWatched, mergeRanges, totalSeconds } from './watched-ranges.ts';

describe('watched ranges', () => {
  it('merges overlapping and touching ranges', () => {
    expect(
      mergeRanges([
        [10, 20],
        [0, 5],
        [5.3, 8],
        [19, 25],
      ]),
    ).toEqual([
      [0, 8],
      [10, 25],
    ]);
  });

  it('counts no more than could have played since the last report', () => {
    // Ten seconds later, at most (10 + 3) × 2 = 26 new seconds count.
    const ranges = addWatched([[0, 10]], [[10, 100]], 120, 10, 5);
    expect(ranges).toEqual([[0, 36]]);
    // Seconds watched before cost nothing.
    expect(addWatched([[0, 50]], [[0, 50]], 120, 1, 5)).toEqual([[0, 50]]);
  });

  it('clips to the video and ignores a jump to the end', () => {
    const first = addWatched([], [[0, 5]], 60, null, 5);
    // Skipping ahead: the player reports only the seconds it played after the jump.
    const after = addWatched(first, [[55, 60]], 60, 5, 5);
    expect(totalSeconds(after)).toBe(10);
    expect(addWatched([], [[50, 500]], 60, 60, 5)).toEqual([[50, 60]]);
  });
});
