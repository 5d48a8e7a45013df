import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { RetentionChart } from './retention-chart';

const video = {
  lesson_id: 2,
  lesson_title: 'Defining outcomes',
  asset_id: 7,
  duration_seconds: 80,
  plays: 5,
  unique_viewers: 3,
  average_watched_percent: 63.3,
  retention: Array.from({ length: 20 }, (_, index) => ({
    at_seconds: (index + 0.5) * 4,
    viewers: index < 10 ? 3 : 1,
    percent: index < 10 ? 100 : 33.3,
  })),
};

describe('RetentionChart', () => {
  it('hides the drawing from screen readers and gives the figures as a table', () => {
    render(<RetentionChart video={video} />);
    expect(screen.getByTestId('retention-chart')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText(/33.3% reached the end/)).toBeInTheDocument();
    const table = screen.getByRole('table', {
      name: 'Learners still watching Defining outcomes, by moment of the video',
      hidden: true,
    });
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows).toHaveLength(21);
    expect(rows[1]).toHaveTextContent('0:02100% (3 learners)');
    expect(rows[20]).toHaveTextContent('1:1833.3% (1 learner)');
  });

  it('writes Bangla digits on a Bangla page', async () => {
    await changeLanguage('bn');
    render(<RetentionChart video={video} />);
    expect(screen.getByText(/শেষ পর্যন্ত দেখেছেন ৩৩.৩%/)).toBeInTheDocument();
    const rows = screen.getAllByRole('row', { hidden: true });
    expect(rows[20]).toHaveTextContent('১:১৮৩৩.৩% (১ জন শিক্ষার্থী)');
  });
});
