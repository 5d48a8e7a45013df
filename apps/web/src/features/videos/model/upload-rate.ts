/**
 * Speed and time left of an upload from its progress reports: bytes per second over the last
 * ten seconds of samples, so a burst or a stall moves the estimate only for a while.
 */
export type RateSample = { at: number; sent: number };

const WINDOW_MS = 10_000;

/** Keeps the samples of the last ten seconds, plus the newest. */
export function addSample(samples: RateSample[], sample: RateSample): RateSample[] {
  return [...samples.filter((each) => sample.at - each.at <= WINDOW_MS), sample];
}

/** Bytes per second, or null before there are two samples a moment apart. */
export function bytesPerSecond(samples: RateSample[]): number | null {
  const first = samples[0];
  const last = samples[samples.length - 1];
  if (!first || !last || last.at - first.at < 500) return null;
  return ((last.sent - first.sent) * 1000) / (last.at - first.at);
}

/** Whole seconds left at the current speed, or null when it is not known. */
export function secondsLeft(samples: RateSample[], total: number): number | null {
  const speed = bytesPerSecond(samples);
  const last = samples[samples.length - 1];
  if (!speed || speed <= 0 || !last) return null;
  return Math.ceil((total - last.sent) / speed);
}
