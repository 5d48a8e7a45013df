import type { UpcomingWork } from '@academy/contract/upcoming-work';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { learner, storeSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const work: UpcomingWork = {
  now: '2026-11-25T00:00:00Z',
  results: [
    {
      kind: 'quiz',
      id: 4,
      title: 'Week 1 check',
      course_id: 6,
      course_title: 'Deep Learning',
      due_at: '2026-11-28T14:00:00Z',
    },
    {
      kind: 'assignment',
      id: 9,
      title: 'Train a classifier',
      course_id: 6,
      course_title: 'Deep Learning',
      due_at: '2026-12-01T17:59:00Z',
    },
  ],
};

function mockApi(upcoming: UpcomingWork) {
  mockFetch((request) => {
    if (request.path === '/api/classwork/upcoming/') return jsonResponse(upcoming);
    if (request.path === '/api/accounts/dashboard/') {
      return jsonResponse({
        welcome_message: 'Welcome back, Nadia!',
        is_first_visit: false,
        user: { email: learner.email, role: 'learner', bio: null, profile_picture: null },
        enrollments: [],
      });
    }
    if (request.path === '/api/accounts/profile/') return jsonResponse(learner);
    return jsonResponse({ detail: 'Not found.' }, 404);
  });
}

describe('dashboard: upcoming work', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    storeSession();
  });

  it('lists quizzes closing and assignments due, each linking to its page', async () => {
    mockApi(work);
    renderApp(['/dashboard']);
    const section = await screen.findByRole('region', { name: 'Upcoming work' });
    const items = await within(section).findAllByTestId('upcoming-work-item');
    expect(items).toHaveLength(2);
    const quiz = within(items[0]!).getByRole('link', { name: /Week 1 check/ });
    expect(quiz).toHaveAttribute('href', '/quizzes/4');
    expect(quiz).toHaveTextContent('Quiz · Deep Learning');
    expect(quiz).toHaveTextContent(/Closes/);
    const assignment = within(items[1]!).getByRole('link', { name: /Train a classifier/ });
    expect(assignment).toHaveAttribute('href', '/assignments/9');
    expect(assignment).toHaveTextContent(/Due/);
  });

  it('says when nothing is due, in Bangla', async () => {
    mockApi({ now: work.now, results: [] });
    await i18n.changeLanguage('bn');
    renderApp(['/dashboard']);
    expect(
      await screen.findByText('আগামী দুই সপ্তাহে আপনার কোর্সগুলোতে জমা দেওয়ার মতো কিছু নেই।'),
    ).toBeVisible();
  });
});
