import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DayChart } from './components/overview/day-chart';

const days = Array.from({ length: 30 }, (_, index) => {
  const date = new Date(Date.UTC(2026, 9, 28 + index)).toISOString().slice(0, 10);
  return { date, value: index, label: String(index) };
});

describe('DayChart', () => {
  it('dates the last day and every seventh day before it, never two days close together', () => {
    const { container } = render(<DayChart title="Revenue" days={days} color="fill-brand-600" />);
    const dates = [...container.querySelectorAll('svg text[text-anchor="middle"]')].map(
      (text) => text.textContent,
    );
    // 28 October + 1, 8, 15, 22 and 29 days.
    expect(dates).toEqual([
      '29 October',
      '5 November',
      '12 November',
      '19 November',
      '26 November',
    ]);
  });
});
