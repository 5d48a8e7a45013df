import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatNumber,
  formatPercent,
  formatReaderDateTime,
} from './format';

describe('locale formatting', () => {
  it('writes numbers with Bangla digits in bn', () => {
    expect(formatNumber(20, 'en')).toBe('20');
    expect(formatNumber(20, 'bn')).toBe('২০');
    expect(formatNumber(1500, 'en')).toBe('1,500');
    expect(formatNumber(1500, 'bn')).toBe('১,৫০০');
  });

  it('writes numbers exactly as Intl would, without building its formatter', () => {
    const values = [
      ...[0, 7, 20, 999, 1000, 1500, 99_999, 150_000, 1_234_567, 98_765_432_101, -1500],
      ...[4.5, 4.25, 0.125, 0.0625, -0.0625, 1.0005, 2.9999, 0.0004, 12_345.678_9, -7.5, 1e20],
      ...Array.from({ length: 200 }, (_, index) => ((index * 7919) % 100_003) / 97 - 300),
    ];
    for (const language of ['en', 'bn'] as const) {
      const intl = new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'bn-BD');
      for (const value of values) expect(formatNumber(value, language)).toBe(intl.format(value));
    }
    expect(formatNumber(150_000, 'bn')).toBe('১,৫০,০০০');
    expect(formatNumber(4.5, 'bn')).toBe('৪.৫');
    expect(formatNumber(Infinity, 'en')).toBe('∞');
  });

  it('writes percentages for the locale', () => {
    expect(formatPercent(0.95, 'en')).toBe('95%');
    expect(formatPercent(0.95, 'bn')).toBe('৯৫%');
  });

  it('writes dates with the locale month names and digits', () => {
    const date = new Date('2026-11-23T10:00:00Z');
    expect(formatDate(date, 'en')).toBe('23 November 2026');
    expect(formatDate('2026-11-23T10:00:00Z', 'bn')).toBe('২৩ নভেম্বর, ২০২৬');
    expect(formatDateTime(date, 'bn')).toMatch(/^[০-৯]/);
    expect(formatDateTime(date, 'bn')).not.toMatch(/\d/);
    // A 24-hour clock, without English 'AM'/'PM' in a Bangla time (chat, payments, orders).
    expect(formatDateTime(new Date('2026-11-23T17:05:00+06:00'), 'bn')).toMatch(/১৭:০৫$/);
    expect(formatDateTime(new Date('2026-11-23T17:05:00+06:00'), 'en')).toMatch(/17:05$/);
  });

  it("writes the academy's dates on Dhaka's clock, and the reader's own times on theirs", () => {
    // 19:30 UTC on 30 November is 01:30 on 1 December in Dhaka: a certificate issued then is
    // dated 1 December on its page as on its PDF, whatever the reader's zone.
    const issued = '2026-11-30T19:30:00Z';
    expect(formatDate(issued, 'en')).toBe('1 December 2026');
    expect(formatDate(issued, 'bn')).toBe('১ ডিসেম্বর, ২০২৬');
    expect(formatDateTime(issued, 'en')).toBe('1 Dec 2026, 01:30');
    const readerZone = new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      hourCycle: 'h23',
    }).format(new Date(issued));
    expect(formatReaderDateTime(issued, 'en')).toBe(readerZone);
  });
});
