import { describe, expect, it } from 'vitest';
import { addSample, bytesPerSecond, secondsLeft, type RateSample } from './upload-rate';

describe('upload speed and time left', () => {
  it('measures over the last ten seconds only', () => {
    let samples: RateSample[] = [];
    samples = addSample(samples, { at: 0, sent: 0 });
    expect(bytesPerSecond(samples)).toBeNull();
    samples = addSample(samples, { at: 2000, sent: 2_000_000 });
    expect(bytesPerSecond(samples)).toBe(1_000_000);
    expect(secondsLeft(samples, 10_000_000)).toBe(8);
    // Twelve seconds in, the first sample has left the window: the stall since counts fully.
    samples = addSample(samples, { at: 12_000, sent: 2_000_000 });
    expect(samples).toHaveLength(2);
    expect(bytesPerSecond(samples)).toBe(0);
    expect(secondsLeft(samples, 10_000_000)).toBeNull();
  });
});
