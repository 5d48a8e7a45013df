const dayMs = 24 * 60 * 60 * 1000;

/** Turns the data files' day offsets into dates, all relative to one moment of seeding. */
export type DemoClock = {
  now: Date;
  daysAgo(days: number): Date;
  daysFromNow(days: number): Date;
};

export function createDemoClock(now: Date): DemoClock {
  return {
    now,
    daysAgo: (days) => new Date(now.getTime() - days * dayMs),
    daysFromNow: (days) => new Date(now.getTime() + days * dayMs),
  };
}
