import type { Cohort, CohortList } from '@academy/contract/cohorts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { storeSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { courseDetail } from '../catalogue/test-data';

function cohort(overrides: Partial<Cohort>): Cohort {
  return {
    cohort_id: 1,
    name: 'Batch 8',
    starts_on: '2026-12-15',
    ends_on: '2027-02-15',
    enrolment_opens_on: '2026-12-01',
    enrolment_closes_on: '2026-12-20',
    seats: 30,
    seats_left: 3,
    price: null,
    is_full: false,
    can_enrol: true,
    phase: 'open',
    waiting_count: 0,
    my_waitlist: null,
    is_mine: false,
    ...overrides,
  };
}

const course = courseDetail({ course_id: 14, course_title: 'AI Research Bootcamp', price: '0.00' });

function serve(list: CohortList) {
  return mockFetch(({ method, path }) => {
    if (path === '/api/course-details/14/') return jsonResponse(course);
    if (path === '/api/courses/14/cohorts/') return jsonResponse(list);
    if (method === 'POST' && path === '/api/cohorts/2/waitlist/') {
      return jsonResponse(cohort({ cohort_id: 2 }), 201);
    }
    return jsonResponse({ detail: 'Not found.' }, 404);
  });
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the enrol card of a course taught in batches', () => {
  it('offers the open batches with seats left, and a full one its waiting list', async () => {
    storeSession();
    const { requests } = serve({
      is_cohort_based: true,
      cohorts: [
        cohort({}),
        cohort({
          cohort_id: 2,
          name: 'Batch 9',
          seats_left: 0,
          is_full: true,
          can_enrol: false,
          waiting_count: 4,
        }),
        cohort({
          cohort_id: 3,
          name: 'Batch 10',
          phase: 'upcoming',
          can_enrol: false,
          enrolment_opens_on: '2027-01-10',
        }),
      ],
    });
    const { location } = renderApp(['/course/14']);
    const card = await screen.findByRole('complementary', { name: 'Enrol in this course' });
    const batches = await within(card).findByRole('group', { name: 'Choose your batch' });
    expect(within(batches).getByRole('radio', { name: /Batch 8/ })).toBeChecked();
    expect(within(batches).getByText('3 seats left')).toBeInTheDocument();
    expect(within(batches).getByRole('radio', { name: /Batch 9/ })).toBeDisabled();
    expect(within(batches).getByText('Sit Filled Up')).toBeInTheDocument();
    expect(within(batches).getByText('4 people waiting')).toBeInTheDocument();
    expect(within(batches).getByRole('radio', { name: /Batch 10/ })).toBeDisabled();
    expect(within(batches).getByText('Enrolment opens on 10 January 2027')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(batches).getByRole('button', { name: 'Join the waiting list' }));
    await waitFor(() =>
      expect(requests.some((request) => request.path === '/api/cohorts/2/waitlist/')).toBe(true),
    );

    await user.click(within(card).getByRole('button', { name: 'Enroll Now' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/payment'));
    expect(location.current?.search).toBe('?course=14&students=1&cohort=1');
  });

  it('shows the reader’s place in line, in Bangla', async () => {
    storeSession();
    await i18n.changeLanguage('bn');
    serve({
      is_cohort_based: true,
      cohorts: [
        cohort({
          is_full: true,
          can_enrol: false,
          seats_left: 0,
          waiting_count: 2,
          my_waitlist: { status: 'waiting', position: 2, offer_expires_at: null },
        }),
      ],
    });
    renderApp(['/course/14']);
    const batches = await screen.findByRole('group', { name: 'আপনার ব্যাচ বেছে নিন' });
    expect(within(batches).getByText('তালিকায় আপনি ২ নম্বরে')).toBeInTheDocument();
    expect(
      within(batches).getByText('১৫ ডিসেম্বর, ২০২৬ থেকে ১৫ ফেব্রুয়ারি, ২০২৭'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'এখনই ভর্তি হোন' })).toBeDisabled();
  });
});
