import { describe, expect, it } from 'vitest';
import { toRelativeTime } from './relative-time';

const now = new Date('2026-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

describe('toRelativeTime', () => {
  it('reads under a minute, and the future, as just now', () => {
    expect(toRelativeTime(ago(59_000), now)).toEqual({ unit: 'justNow' });
    expect(toRelativeTime(ago(-5 * minute), now)).toEqual({ unit: 'justNow' });
  });

  it('counts minutes, hours and days under 7 days', () => {
    expect(toRelativeTime(ago(minute), now)).toEqual({ unit: 'minutes', count: 1 });
    expect(toRelativeTime(ago(59 * minute), now)).toEqual({ unit: 'minutes', count: 59 });
    expect(toRelativeTime(ago(hour), now)).toEqual({ unit: 'hours', count: 1 });
    expect(toRelativeTime(ago(23 * hour + 59 * minute), now)).toEqual({ unit: 'hours', count: 23 });
    expect(toRelativeTime(ago(day), now)).toEqual({ unit: 'days', count: 1 });
    expect(toRelativeTime(ago(6 * day + 23 * hour), now)).toEqual({ unit: 'days', count: 6 });
  });

  it('counts weeks under 4 weeks, then months, then years', () => {
    expect(toRelativeTime(ago(7 * day), now)).toEqual({ unit: 'weeks', count: 1 });
    expect(toRelativeTime(ago(27 * day), now)).toEqual({ unit: 'weeks', count: 3 });
    expect(toRelativeTime(ago(28 * day), now)).toEqual({ unit: 'months', count: 1 });
    expect(toRelativeTime(ago(95 * day), now)).toEqual({ unit: 'months', count: 3 });
    expect(toRelativeTime(ago(364 * day), now)).toEqual({ unit: 'months', count: 12 });
    expect(toRelativeTime(ago(365 * day), now)).toEqual({ unit: 'years', count: 1 });
    expect(toRelativeTime(ago(800 * day), now)).toEqual({ unit: 'years', count: 2 });
  });

  it('accepts the server’s ISO strings', () => {
    expect(toRelativeTime('2026-06-15T11:30:00.000Z', now)).toEqual({ unit: 'minutes', count: 30 });
  });
});
