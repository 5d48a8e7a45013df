import { describe, expect, it } from 'vitest';
import { toRelativeTime } from './relative-time';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('toRelativeTime (announcements)', () => {
  it('says just now under a minute, and for a time slightly in the future', () => {
    expect(toRelativeTime(ago(0), now)).toEqual({ unit: 'justNow' });
    expect(toRelativeTime(ago(59_999), now)).toEqual({ unit: 'justNow' });
    expect(toRelativeTime(ago(-5000), now)).toEqual({ unit: 'justNow' });
  });

  it('counts whole minutes, hours and days', () => {
    expect(toRelativeTime(ago(MINUTE), now)).toEqual({ unit: 'minutes', count: 1 });
    expect(toRelativeTime(ago(59 * MINUTE + 59_000), now)).toEqual({ unit: 'minutes', count: 59 });
    expect(toRelativeTime(ago(HOUR), now)).toEqual({ unit: 'hours', count: 1 });
    expect(toRelativeTime(ago(23 * HOUR), now)).toEqual({ unit: 'hours', count: 23 });
    expect(toRelativeTime(ago(DAY), now)).toEqual({ unit: 'days', count: 1 });
    expect(toRelativeTime(ago(7 * DAY), now)).toEqual({ unit: 'days', count: 7 });
  });

  it('gives the full date once it is more than 7 days old', () => {
    const old = ago(7 * DAY + MINUTE);
    expect(toRelativeTime(old, now)).toEqual({ unit: 'date', date: old });
    expect(toRelativeTime(old.toISOString(), now)).toEqual({ unit: 'date', date: old });
  });
});
