/**
 * The time that rules of live classes (may it still be scheduled, is Join open) are checked
 * against. Tests pass a clock they control; the end-to-end server, and only when started with
 * TEST_CLOCK=true, runs an offset clock a journey can move forward.
 */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export type OffsetClock = Clock & { setOffsetMs(offsetMs: number): void; offsetMs(): number };

/** The system time plus an adjustable offset. */
export function createOffsetClock(): OffsetClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    setOffsetMs(offsetMs) {
      offset = offsetMs;
    },
    offsetMs: () => offset,
  };
}
