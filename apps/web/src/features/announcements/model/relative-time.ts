import { RELATIVE_TIME_MAX_DAYS } from '@academy/contract/announcements';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type RelativeTime =
  | { unit: 'justNow' }
  | { unit: 'minutes' | 'hours' | 'days'; count: number }
  | { unit: 'date'; date: Date };

/**
 * Announcement time: 'Just now' under a minute, then minutes, hours or days ago, and
 * the full date once it is more than 7 days old. A time in the future (clock skew) is 'Just now'.
 */
export function toRelativeTime(value: Date | string, now: Date = new Date()): RelativeTime {
  const date = typeof value === 'string' ? new Date(value) : value;
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE) return { unit: 'justNow' };
  if (elapsed < HOUR) return { unit: 'minutes', count: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hours', count: Math.floor(elapsed / HOUR) };
  if (elapsed <= RELATIVE_TIME_MAX_DAYS * DAY) {
    return { unit: 'days', count: Math.floor(elapsed / DAY) };
  }
  return { unit: 'date', date };
}
