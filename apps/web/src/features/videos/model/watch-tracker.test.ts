import { describe, expect, it } from 'vitest';
import { createWatchTracker } from './watch-tracker';

describe('the watch tracker', () => {
  it('gathers played seconds and leaves jumps out', () => {
    const tracker = createWatchTracker();
    for (const time of [0, 0.25, 0.5, 1, 1.5]) tracker.observe(time);
    // A jump to 50 s: not played.
    tracker.observe(50);
    tracker.observe(50.5);
    expect(tracker.take()).toEqual([
      [0, 1.5],
      [50, 50.5],
    ]);
    expect(tracker.take()).toEqual([]);
    tracker.interrupt();
    tracker.observe(10);
    tracker.observe(11);
    expect(tracker.take()).toEqual([[10, 11]]);
  });
});
