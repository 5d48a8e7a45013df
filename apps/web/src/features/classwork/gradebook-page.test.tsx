import type { Gradebook } from '@academy/contract/gradebook';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { jsonResponse, mockFetch, type MockRequest } from '../../test/fetch-mock';
import { learner, storeSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const gradebook: Gradebook = {
  course_id: 6,
  course_title: 'Deep Learning',
  weights: { quizzes_percent: 50, assignments_percent: 50 },
  items: [
    {
      kind: 'assignment',
      item_id: 9,
      title: 'Train a classifier',
      module_title: null,
      due_at: '2026-12-01T17:59:00Z',
      max_score: 20,
    },
    {
      kind: 'quiz',
      item_id: 4,
      title: 'Week 1 check',
      module_title: null,
      due_at: null,
      max_score: 2,
    },
  ],
  count: 2,
  next: null,
  previous: null,
  results: [
    {
      learner_id: 11,
      learner_name: 'Amina Rahman',
      learner_email: 'amina@example.com',
      cells: [
        { state: 'graded', score: 12, unreleased_score: null },
        { state: 'graded', score: 2, unreleased_score: null },
      ],
      total_percent: 80,
    },
    {
      learner_id: 12,
      learner_name: 'চৈতী সাহা',
      learner_email: 'chaity@example.com',
      cells: [
        { state: 'late', score: null, unreleased_score: 15 },
        { state: 'missing', score: null, unreleased_score: null },
      ],
      total_percent: null,
    },
  ],
};

function mockApi(body: Gradebook, seen: MockRequest[] = []) {
  mockFetch((request) => {
    seen.push(request);
    if (request.path === '/api/courses/6/gradebook/') return jsonResponse(body);
    if (request.path === '/api/courses/6/gradebook/csv/') {
      return new Response('\uFEFFLearner,Email\r\n', { headers: { 'content-type': 'text/csv' } });
    }
    return jsonResponse({ detail: 'Not found.' }, 404);
  });
}

describe('the gradebook page', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    storeSession({ user: { ...learner, role: 'instructor' } });
  });
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows each learner against each item, with scores, states and the total', async () => {
    mockApi(gradebook);
    renderApp(['/course/6/gradebook']);
    const table = await screen.findByRole('table', {
      name: 'Grades of every learner in Deep Learning',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Learner',
      'AssignmentTrain a classifierout of 20',
      'QuizWeek 1 checkout of 2',
      'Total',
    ]);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Amina Rahman');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['12 / 20', '2 / 2', '80%']);
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Submitted late15 (not released)', 'Missing', 'No grade yet']);
  });

  it('downloads the CSV with the session', async () => {
    const seen: MockRequest[] = [];
    mockApi(gradebook, seen);
    URL.createObjectURL = vi.fn(() => 'blob:gradebook');
    URL.revokeObjectURL = vi.fn();
    renderApp(['/course/6/gradebook']);
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    const csv = seen.find((request) => request.path === '/api/courses/6/gradebook/csv/');
    expect(csv?.headers.get('authorization')).toBe('Bearer access-1');
    expect(URL.createObjectURL).toHaveBeenCalled();
  });

  it('says when the course has no learners yet, in Bangla too', async () => {
    await i18n.changeLanguage('bn');
    mockApi({ ...gradebook, count: 0, results: [] });
    renderApp(['/course/6/gradebook']);
    expect(await screen.findByText('এখনও কোনো শিক্ষার্থী নেই')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('গ্রেডবুক');
  });
});
