import type { ClassmatesPage, RosterPage } from '@academy/contract/people';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { jsonResponse, mockFetch, type MockHandler } from '../../test/fetch-mock';
import { learner, storeSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { emptyAnnouncements, enrolledCourse } from '../learning/test-data';

const instructor = { ...learner, id: 2, role: 'instructor' as const };

const amina = {
  user_id: 31,
  first_name: 'Amina',
  last_name: 'Rahman',
  profile_picture: null,
  email: 'amina@example.com',
  enrolled_at: '2026-03-01T08:00:00Z',
  completed_lessons: 2,
  percentage: 66,
  last_activity_at: '2026-03-04T08:00:00Z',
};
const babul = {
  ...amina,
  user_id: 32,
  first_name: 'Babul',
  last_name: 'Karim',
  email: 'babul@example.com',
  completed_lessons: 0,
  percentage: 0,
  last_activity_at: null,
};

function rosterOf(results: RosterPage['results']): RosterPage {
  return { count: results.length, next: null, previous: null, results, total_lessons: 3 };
}

function classmatesOf(results: ClassmatesPage['results'], youAreListed = false): ClassmatesPage {
  return {
    count: results.length,
    next: null,
    previous: null,
    results,
    you_are_listed: youAreListed,
  };
}

function api(routes: Record<string, MockHandler>, profile = learner): MockHandler {
  return (request) => {
    const route = routes[request.path];
    if (route) return route(request);
    if (request.path === '/api/enrolled-course/6/') {
      return jsonResponse(enrolledCourse({ is_instructor: profile.role === 'instructor' }));
    }
    if (request.path === '/api/announcements/course/6/') return jsonResponse(emptyAnnouncements);
    if (request.path === '/api/accounts/profile/') return jsonResponse(profile);
    return jsonResponse({ detail: 'Not found.' }, 404);
  };
}

describe('People tab', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows the course’s instructor every learner with progress, activity and an e-mail link, and searches', async () => {
    storeSession({ user: instructor });
    const { requests } = mockFetch(
      api(
        {
          '/api/courses/6/roster/': (request) =>
            jsonResponse(
              rosterOf(request.url.search.includes('search=bab') ? [babul] : [amina, babul]),
            ),
        },
        instructor,
      ),
    );
    renderApp(['/course/6/progress?tab=people']);
    const rows = await screen.findAllByTestId('roster-learner');
    expect(rows).toHaveLength(2);
    expect(screen.getByText('2 learners enrolled')).toBeVisible();
    const first = within(rows[0]!);
    expect(first.getByText('amina@example.com')).toBeVisible();
    expect(first.getByText('2 of 3 lessons')).toBeVisible();
    expect(first.getByRole('progressbar', { name: 'Amina Rahman' })).toHaveAttribute(
      'aria-valuenow',
      '66',
    );
    expect(first.getByRole('link', { name: 'Email Amina Rahman' })).toHaveAttribute(
      'href',
      'mailto:amina@example.com',
    );
    expect(within(rows[1]!).getByText(/No activity yet/)).toBeVisible();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search learners' }), 'bab');
    await waitFor(() => expect(screen.getAllByTestId('roster-learner')).toHaveLength(1));
    const searched = requests.filter((request) => request.path === '/api/courses/6/roster/');
    expect(searched.at(-1)!.url.search).toContain('search=bab');
    // Typing is debounced: one request for the word, not one per letter.
    expect(
      searched.filter((request) => request.url.searchParams.get('search') === 'b'),
    ).toHaveLength(0);
  });

  it('shows a learner only listed classmates and says they are hidden, with a way to change it', async () => {
    storeSession();
    const { requests } = mockFetch(
      api({
        '/api/courses/6/classmates/': () =>
          jsonResponse(
            classmatesOf([
              { user_id: 31, first_name: 'Amina', last_name: 'Rahman', profile_picture: null },
            ]),
          ),
      }),
    );
    renderApp(['/course/6/progress?tab=people']);
    const classmates = await screen.findAllByTestId('classmate');
    expect(classmates.map((item) => item.textContent)).toEqual(['ARAmina Rahman']);
    expect(screen.getByText(/You are not shown to your classmates/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Change this in your profile' })).toHaveAttribute(
      'href',
      '/updateprofile',
    );
    // A learner never asks for the roster.
    expect(requests.some((request) => request.path.endsWith('/roster/'))).toBe(false);
  });

  it('says so when nobody is listed, in Bangla', async () => {
    storeSession();
    mockFetch(api({ '/api/courses/6/classmates/': () => jsonResponse(classmatesOf([], true)) }));
    await i18n.changeLanguage('bn');
    renderApp(['/course/6/progress?tab=people']);
    expect(
      await screen.findByRole('heading', { name: 'এখনও কোনো সহপাঠী তালিকায় নেই' }),
    ).toBeVisible();
    expect(screen.getByText(/আপনার সহপাঠীরা এখানে আপনার নাম ও ছবি দেখতে পান/)).toBeVisible();
  });
});
