import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { learner, storeSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const course = (course_id: number, course_title: string) => ({
  course_id,
  course_title,
  description: '',
  price: '0.00',
  category_id: 1,
  category_name: 'Data',
  thumbnail: null,
});

describe('/grading: the course picker', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    storeSession({ user: { ...learner, role: 'instructor' } });
  });

  it('lists the instructor’s courses and keeps the chosen one in the address with the other filters', async () => {
    const { requests } = mockFetch((request) => {
      if (request.path === '/api/instructor-courses/') {
        return jsonResponse([course(6, 'Deep Learning'), course(7, 'Survival Analysis')]);
      }
      if (request.path === '/api/grading-queue/') {
        return jsonResponse({ count: 0, next: null, previous: null, results: [] });
      }
      return jsonResponse({ detail: 'Not found.' }, 404);
    });
    const { location } = renderApp(['/grading?state=waiting&item=3&kind=quiz']);
    const picker = await screen.findByRole('combobox', { name: 'Course' });
    await screen.findByRole('option', { name: 'Survival Analysis' });
    await userEvent.selectOptions(picker, 'Survival Analysis');
    await waitFor(() => expect(location.current?.search).toBe('?state=waiting&kind=quiz&course=7'));
    await waitFor(() =>
      expect(
        requests.some(
          (request) =>
            request.path === '/api/grading-queue/' &&
            request.url.searchParams.get('course') === '7' &&
            request.url.searchParams.get('state') === 'waiting',
        ),
      ).toBe(true),
    );
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Survival Analysis', { selector: 'p' })).toBeInTheDocument();
  });
});
