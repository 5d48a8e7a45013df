import { VIDEO_MAX_SPEED } from '@academy/contract/videos';

/**
 * What a viewer really watched, kept as merged [start, end] second ranges. A report may add no
 * more new seconds than could have played since the previous one (at the fastest speed, with a
 * few seconds of slack for timers), so jumping to the end, or a forged report, does not count.
 */
export type Ranges = [number, number][];

/** Merges overlapping or touching ranges (within half a second), sorted. */
export function mergeRanges(ranges: Ranges): Ranges {
  const sorted = ranges
    .filter(([start, end]) => end > start)
    .map(([start, end]) => [start, end] as [number, number])
    .sort((a, b) => a[0] - b[0]);
  const merged: Ranges = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1] + 0.5) last[1] = Math.max(last[1], range[1]);
    else merged.push(range);
  }
  return merged;
}

export const totalSeconds = (ranges: Ranges) =>
  ranges.reduce((sum, [start, end]) => sum + (end - start), 0);

/** Seconds of slack on top of the elapsed time, for report timers that drift. */
const SLACK_SECONDS = 3;

/**
 * The stored ranges with a report's added: clipped to the video, and the new seconds cut to
 * what the elapsed wall time allows (`elapsedSeconds` null on the first report: one beat's
 * worth).
 */
export function addWatched(
  stored: Ranges,
  reported: Ranges,
  durationSeconds: number,
  elapsedSeconds: number | null,
  beatSeconds: number,
): Ranges {
  const allowed = (Math.max(0, elapsedSeconds ?? beatSeconds) + SLACK_SECONDS) * VIDEO_MAX_SPEED;
  let budget = allowed;
  let result = mergeRanges(stored);
  const clipped = mergeRanges(
    reported.map(([start, end]) => [
      Math.max(0, Math.min(start, durationSeconds)),
      Math.max(0, Math.min(end, durationSeconds)),
    ]),
  );
  for (const [start, end] of clipped) {
    if (budget <= 0) break;
    // Only the part not watched before costs budget.
    const before = totalSeconds(result);
    const candidate = mergeRanges([...result, [start, end]]);
    const added = totalSeconds(candidate) - before;
    if (added <= budget) {
      result = candidate;
      budget -= added;
    } else {
      result = mergeRanges([...result, [start, start + budget]]);
      budget = 0;
    }
  }
  return result;
}
