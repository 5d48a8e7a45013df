/**
 * What a viewer really played, from the video's time as it moves: a step forward of at most a
 * couple of seconds between two readings is playing; anything else (a seek, a jump) starts a
 * new range. Reports send the ranges gathered since the previous one.
 */
export type WatchTracker = {
  /** The player's current time, read on every `timeupdate` while playing. */
  observe(seconds: number): void;
  /** A seek happened: the next reading starts a new range. */
  interrupt(): void;
  /** The ranges gathered since the last call, emptied. */
  take(): [number, number][];
};

/** timeupdate fires about 4 times a second; at 2× a step is about half a second. */
const LARGEST_STEP_SECONDS = 2.5;

export function createWatchTracker(): WatchTracker {
  let ranges: [number, number][] = [];
  let last: number | null = null;
  return {
    observe(seconds) {
      if (last !== null && seconds > last && seconds - last <= LARGEST_STEP_SECONDS) {
        const open = ranges[ranges.length - 1];
        if (open && open[1] === last) open[1] = seconds;
        else ranges.push([last, seconds]);
      }
      last = seconds;
    },
    interrupt() {
      last = null;
    },
    take() {
      const taken = ranges.map(([start, end]) => [start, end] as [number, number]);
      ranges = [];
      return taken;
    },
  };
}
