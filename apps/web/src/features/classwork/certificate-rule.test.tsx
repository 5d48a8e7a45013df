import type { CourseGrades } from '@academy/contract/grades';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { learner, storeSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { emptyAnnouncements, enrolledCourse } from '../learning/test-data';

const grades: CourseGrades = {
  course_id: 6,
  weights: { quizzes_percent: 50, assignments_percent: 50 },
  can_edit_weights: true,
  items: [],
  categories: [],
  total_percent: null,
  certificate_pass_percent: null,
};

describe('the Grades tab for the instructor', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    storeSession({ user: { ...learner, role: 'instructor' } });
  });

  it('links to the gradebook and sets a pass mark for the certificate, checked before sending', async () => {
    const { requests } = mockFetch((request) => {
      if (request.path === '/api/enrolled-course/6/') {
        return jsonResponse(enrolledCourse({ enrolled_at: null, is_instructor: true }));
      }
      if (request.path === '/api/courses/6/grades/') return jsonResponse(grades);
      if (request.path === '/api/courses/6/certificate-rule/') return jsonResponse(request.body);
      if (request.path === '/api/announcements/course/6/') return jsonResponse(emptyAnnouncements);
      return jsonResponse({ detail: 'Not found.' }, 404);
    });
    renderApp(['/course/6/progress?tab=grades']);
    expect(await screen.findByRole('link', { name: 'Open the gradebook' })).toHaveAttribute(
      'href',
      '/course/6/gradebook',
    );
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Require a pass for the certificate' }),
    );
    const mark = screen.getByRole('textbox', { name: 'Pass mark (% of the course total)' });
    await userEvent.type(mark, '101');
    await userEvent.click(screen.getByRole('button', { name: 'Save certificate rule' }));
    expect(
      await screen.findByText('A pass mark is a whole number from 1 to 100.'),
    ).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
    await userEvent.clear(mark);
    await userEvent.type(mark, '60');
    await userEvent.click(screen.getByRole('button', { name: 'Save certificate rule' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
        requires_pass: true,
        pass_percent: 60,
      }),
    );
  });
});
