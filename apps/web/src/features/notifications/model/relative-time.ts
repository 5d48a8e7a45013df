/**
 * Notification relative time: just now, Nm, Nh, Nd under 7 days, Nw under 4 weeks, Nmo, Ny.
 */
export type RelativeUnit = 'minutes' | 'hours' | 'days' | 'weeks' | 'months' | 'years';
export type RelativeTime = { unit: 'justNow' } | { unit: RelativeUnit; count: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function toRelativeTime(value: string | Date, now: Date = new Date()): RelativeTime {
  const elapsed = now.getTime() - new Date(value).getTime();
  // A moment in the future (a clock a little ahead) reads as now.
  if (!Number.isFinite(elapsed) || elapsed < MINUTE) return { unit: 'justNow' };
  if (elapsed < HOUR) return { unit: 'minutes', count: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hours', count: Math.floor(elapsed / HOUR) };
  const days = Math.floor(elapsed / DAY);
  if (days < 7) return { unit: 'days', count: days };
  if (days < 28) return { unit: 'weeks', count: Math.floor(days / 7) };
  if (days < 365) return { unit: 'months', count: Math.max(1, Math.floor(days / 30)) };
  return { unit: 'years', count: Math.floor(days / 365) };
}
