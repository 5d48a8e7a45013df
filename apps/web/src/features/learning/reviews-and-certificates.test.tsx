import { completionPercentage, type Review, type ReviewsPage } from '@academy/contract/learning';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, type MockHandler } from '../../test/fetch-mock';
import { learner, storeSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { courseDetail } from '../catalogue/test-data';
import { ProgressBar } from './components/progress-bar';
import { RatingInput } from './components/rating-input';

const review = (id: number, overrides: Partial<Review> = {}): Review => ({
  review_id: id,
  course_id: 6,
  reviewer: `Learner${id} K.`,
  rating: 4,
  comment: `Comment ${id}`,
  created_at: '2026-02-01T10:00:00.000Z',
  updated_at: '2026-02-01T10:00:00.000Z',
  ...overrides,
});

const reviewsPage = (overrides: Partial<ReviewsPage> = {}): ReviewsPage => ({
  count: 2,
  next: null,
  previous: null,
  results: [review(2, { rating: 5 }), review(1, { rating: 2 })],
  rating: 3.5,
  rating_count: 2,
  my_review: null,
  can_review: false,
  ...overrides,
});

const api =
  (routes: Record<string, MockHandler>): MockHandler =>
  (request) => {
    const route = routes[`${request.method} ${request.path}`];
    if (route) return route(request);
    if (request.path === '/api/accounts/profile/') return jsonResponse(learner);
    return jsonResponse({ detail: 'Not found.' }, 404);
  };

describe('completion percentage', () => {
  it('rounds down, so only a finished course shows 100%', () => {
    expect(completionPercentage(0, 3)).toBe(0);
    expect(completionPercentage(1, 3)).toBe(33);
    expect(completionPercentage(2, 3)).toBe(66);
    expect(completionPercentage(199, 200)).toBe(99);
    expect(completionPercentage(3, 3)).toBe(100);
    expect(completionPercentage(0, 0)).toBe(0);
  });

  it('shows the percentage on an accessible bar', () => {
    render(<ProgressBar percentage={66} completed={2} total={3} />);
    const bar = screen.getByRole('progressbar', { name: 'Course progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '66');
    expect(bar).toHaveAttribute('aria-valuetext', '66% complete');
    expect(screen.getByText('2 of 3 lessons done')).toBeInTheDocument();
  });
});

describe('RatingInput', () => {
  function Harness({ onChange }: { onChange: (value: number) => void }) {
    const [value, setValue] = useState(0);
    return (
      <RatingInput
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    );
  }

  it('is a group of five named stars chosen by click or arrow keys', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Your rating' });
    const stars = within(group).getAllByRole('radio');
    expect(stars.map((star) => star.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(within(group).getByRole('radio', { name: '1 star' })).toBeInTheDocument();

    await userEvent.click(within(group).getByRole('radio', { name: '4 stars' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(within(group).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(5);
    expect(within(group).getByRole('radio', { name: '5 stars' })).toBeChecked();
  });
});

describe('course detail reviews tab', () => {
  beforeEach(() => {
    storeSession();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  const detail = () => jsonResponse(courseDetail({ course_id: 6, is_enrolled: true }));

  it('lists real reviews with the average, and lets an enrolled learner review once', async () => {
    let current = reviewsPage({ can_review: true });
    const { requests } = mockFetch(
      api({
        'GET /api/course-details/6/': detail,
        'GET /api/courses/6/reviews/': () => jsonResponse(current),
        'POST /api/courses/6/reviews/': (request) => {
          const mine = review(3, { reviewer: 'Nadia R.', rating: 5, comment: 'Superb' });
          current = reviewsPage({
            count: 3,
            results: [mine, ...current.results],
            rating: 4,
            rating_count: 3,
            my_review: mine,
            can_review: false,
          });
          expect(request.body).toEqual({ rating: 5, comment: 'Superb' });
          return jsonResponse(mine, 201);
        },
      }),
    );
    renderApp(['/course/6']);
    await userEvent.click(await screen.findByRole('tab', { name: 'Reviews' }));
    const panel = screen.getByRole('tabpanel', { name: 'Reviews' });
    expect(await within(panel).findByText('3.5')).toBeInTheDocument();
    expect(within(panel).getByText('2 ratings')).toBeInTheDocument();
    expect(within(panel).getByRole('img', { name: '4 stars' })).toBeInTheDocument();
    expect(within(panel).getByText('Comment 2')).toBeInTheDocument();
    const call = requests.find((request) => request.path === '/api/courses/6/reviews/');
    expect(call?.url.searchParams.get('page')).toBe('1');
    expect(call?.url.searchParams.get('page_size')).toBe('10');

    const form = within(panel).getByRole('form', { name: 'Rate this course' });
    await userEvent.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(within(form).getByText('Choose a rating from 1 to 5 stars.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await userEvent.click(within(form).getByRole('radio', { name: '5 stars' }));
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Your review (optional)' }),
      'Superb',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Submit review' }));

    expect(await within(panel).findByRole('heading', { name: 'Your review' })).toBeInTheDocument();
    expect(within(panel).queryByRole('form', { name: 'Rate this course' })).not.toBeInTheDocument();
    expect(within(panel).getByText('3 ratings')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Edit review' })).toBeInTheDocument();
  });

  it('shows the server refusal of a second review', async () => {
    mockFetch(
      api({
        'GET /api/course-details/6/': detail,
        'GET /api/courses/6/reviews/': () => jsonResponse(reviewsPage({ can_review: true })),
        'POST /api/courses/6/reviews/': () =>
          jsonResponse({ non_field_errors: ['You have already reviewed this course.'] }, 400),
      }),
    );
    renderApp(['/course/6']);
    await userEvent.click(await screen.findByRole('tab', { name: 'Reviews' }));
    const form = await screen.findByRole('form', { name: 'Rate this course' });
    await userEvent.click(within(form).getByRole('radio', { name: '3 stars' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('You have already reviewed this course.')).toBeInTheDocument();
  });
});

describe('/certificates/:code', () => {
  it('verifies a certificate for a visitor', async () => {
    const { requests } = mockFetch(
      api({
        'GET /api/certificates/ABCDEFGHJKLMNPQR/': () =>
          jsonResponse({
            code: 'ABCDEFGHJKLMNPQR',
            course_id: 6,
            course_title: 'Python for Healthcare Data',
            learner_name: 'Nadia Rahman',
            instructor_name: 'Rafiqul Islam',
            issued_at: '2026-03-10T08:00:00.000Z',
          }),
      }),
    );
    renderApp(['/certificates/ABCDEFGHJKLMNPQR']);
    expect(await screen.findByRole('heading', { name: 'Valid certificate' })).toBeVisible();
    expect(screen.getByText('Nadia Rahman')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Python for Healthcare Data' })).toHaveAttribute(
      'href',
      '/course/6',
    );
    expect(screen.getByText('Rafiqul Islam')).toBeInTheDocument();
    expect(screen.getByText('10 March 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download certificate (PDF)' })).toHaveAttribute(
      'href',
      '/api/certificates/ABCDEFGHJKLMNPQR/pdf/',
    );
    const call = requests.find((request) => request.path.startsWith('/api/certificates/'));
    expect(call?.headers.get('Authorization')).toBeNull();
  });

  it('says so when no certificate has the code', async () => {
    mockFetch(api({}));
    renderApp(['/certificates/NOPE']);
    expect(await screen.findByText('Certificate not found')).toBeInTheDocument();
    expect(
      screen.getByText('No certificate has the code NOPE. Check the code and try again.'),
    ).toBeInTheDocument();
  });
});

describe('dashboard progress', () => {
  beforeEach(() => storeSession());

  it('gives each enrolment its progress bar, resume link and certificate from one call', async () => {
    const dashboard = {
      welcome_message: 'Welcome back, Nadia!',
      is_first_visit: false,
      user: { email: learner.email, role: 'learner', bio: null, profile_picture: null },
      enrollments: [6, 3].map((id) => ({
        enrollment_id: id,
        course: {
          course_id: id,
          course_title: `Course ${id}`,
          instructor_name: 'Rafiqul Islam',
          thumbnail: null,
        },
        enrolled_at: '2026-01-05T10:00:00.000Z',
      })),
    };
    const progress = [
      {
        course_id: 6,
        course_title: 'Course 6',
        thumbnail: null,
        instructor_name: 'Rafiqul Islam',
        enrolled_at: '2026-01-05T10:00:00.000Z',
        completed_lessons: 2,
        total_lessons: 8,
        percentage: 25,
        last_lesson_id: 64,
        completed_at: null,
        certificate_code: null,
      },
      {
        course_id: 3,
        course_title: 'Course 3',
        thumbnail: null,
        instructor_name: 'Rafiqul Islam',
        enrolled_at: '2026-01-05T10:00:00.000Z',
        completed_lessons: 4,
        total_lessons: 4,
        percentage: 100,
        last_lesson_id: 31,
        completed_at: '2026-02-01T10:00:00.000Z',
        certificate_code: 'QRSTUVWXYZ234567',
      },
    ];
    const { requests } = mockFetch(
      api({
        'GET /api/accounts/dashboard/': () => jsonResponse(dashboard),
        'GET /api/learning/progress/': () => jsonResponse(progress),
      }),
    );
    renderApp(['/dashboard']);
    const journey = await screen.findByRole('region', { name: 'My Learning Journey' });
    await waitFor(() => expect(within(journey).getAllByRole('progressbar')).toHaveLength(2));
    const [first, second] = within(journey).getAllByRole('progressbar');
    expect(first).toHaveAttribute('aria-valuenow', '25');
    expect(second).toHaveAttribute('aria-valuenow', '100');
    expect(
      // The progress page resumes at the next lesson not done; it knows each lesson's state.
      within(journey).getByRole('link', { name: 'Continue Course: Course 6' }),
    ).toHaveAttribute('href', '/course/6/progress');
    expect(
      within(journey).getByRole('link', { name: 'Download certificate: Course 3' }),
    ).toHaveAttribute('href', '/api/certificates/QRSTUVWXYZ234567/pdf/');
    expect(requests.filter((request) => request.path === '/api/learning/progress/')).toHaveLength(
      1,
    );
  });
});
