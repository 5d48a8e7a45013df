import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumber, formatPercent } from './format';

describe('locale formatting', () => {
  it('writes numbers with Bangla digits in bn', () => {
    expect(formatNumber(20, 'en')).toBe('20');
    expect(formatNumber(20, 'bn')).toBe('২০');
    expect(formatNumber(1500, 'en')).toBe('1,500');
    expect(formatNumber(1500, 'bn')).toBe('১,৫০০');
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
  });
});
