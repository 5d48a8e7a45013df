import type { Announcement } from '@academy/contract/announcements';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '../../lib/toasts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, type MockRequest } from '../../test/fetch-mock';
import { learner, storeSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const instructor = { ...learner, email: 'instructor@academy.test', role: 'instructor' as const };

function announcement(id: number, minutesAgo: number): Announcement {
  const created = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  return {
    announcement_id: id,
    course_id: 1,
    title: `Announcement ${id}`,
    content: `Body of announcement ${id}`,
    instructor_name: 'Nadia Rahman',
    course_title: 'Epidemiology',
    created_at: created,
    updated_at: created,
    date: created,
  };
}

const pageOf = (results: Announcement[], count = results.length) => ({
  count,
  next: null,
  previous: null,
  results,
});

type Handler = (request: MockRequest) => Response | undefined;
const routes = (handler: Handler) => (request: MockRequest) =>
  handler(request) ?? jsonResponse({ detail: 'Not found.' }, 404);

describe('course announcements', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    storeSession();
  });

  it('lists 12 a page with relative times and opens one in place', async () => {
    const { requests } = mockFetch(
      routes(({ path }) => {
        if (path === '/api/announcements/course/1/') {
          return jsonResponse(pageOf([announcement(2, 0), announcement(1, 90)], 14));
        }
        if (path === '/api/course-details/1/') {
          return jsonResponse({ course_title: 'Epidemiology', instructor_name: 'Nadia Rahman' });
        }
        return undefined;
      }),
    );
    renderApp(['/course/1/announcements']);
    const first = await screen.findByRole('button', { name: /Announcement 2/ });
    expect(first).toHaveTextContent('Just now');
    expect(screen.getByRole('button', { name: /Announcement 1/ })).toHaveTextContent('1 hour ago');
    expect(screen.getByText('Instructor: Nadia Rahman')).toBeVisible();
    const listCall = requests.find((request) => request.path === '/api/announcements/course/1/');
    expect(listCall?.url.searchParams.get('page')).toBe('1');
    expect(listCall?.url.searchParams.get('page_size')).toBe('12');
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeVisible();

    await userEvent.click(first);
    expect(screen.getByRole('heading', { name: 'Announcement 2' })).toBeVisible();
    expect(screen.getByText('Body of announcement 2')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Announcements' }));
    expect(screen.getByRole('button', { name: /Announcement 1/ })).toBeVisible();
  });

  it('shows the empty text, and the course fallbacks when its details fail', async () => {
    mockFetch(
      routes(({ path }) =>
        path === '/api/announcements/course/5/' ? jsonResponse(pageOf([])) : undefined,
      ),
    );
    renderApp(['/course/5/announcements']);
    expect(await screen.findByText('No announcements found.')).toBeVisible();
    expect(await screen.findByText('Course Not Found')).toBeVisible();
    expect(screen.getByText('Instructor: Unknown Instructor')).toBeVisible();
  });

  it('shows the error panel with Try Again when the list fails', async () => {
    mockFetch(
      routes(({ path }) =>
        path === '/api/announcements/course/3/'
          ? jsonResponse(
              { detail: 'Only learners enrolled in this course can read its announcements.' },
              403,
            )
          : undefined,
      ),
    );
    renderApp(['/course/3/announcements']);
    expect(await screen.findByText('Error Loading Announcements')).toBeVisible();
    expect(screen.getByText('Failed to fetch announcements')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });
});

describe('create announcement', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    storeSession({ user: instructor });
  });

  const ownCourses = [
    {
      course_id: 1,
      course_title: 'Epidemiology',
      description: 'D',
      price: '0.00',
      category_id: 1,
      category_name: 'Data Analysis',
      thumbnail: null,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
      instructor_name: 'Nadia Rahman',
      status: 'published',
      total_students: 1,
      total_lessons: 1,
    },
  ];

  it('preselects the course from ?courseId=, requires every field and posts', async () => {
    const { requests } = mockFetch(
      routes(({ path, method }) => {
        if (path === '/api/instructor-courses/') return jsonResponse(ownCourses);
        if (path === '/api/announcements/create/' && method === 'POST') {
          return jsonResponse(announcement(9, 0), 201);
        }
        return undefined;
      }),
    );
    const error = vi.spyOn(toast, 'error');
    const success = vi.spyOn(toast, 'success');
    const { location } = renderApp(['/announcements/create?courseId=1']);
    const select = await screen.findByRole('combobox', { name: 'Course' });
    expect(select).toBeDisabled();
    await waitFor(() => expect(select).toHaveValue('1'));

    await userEvent.click(screen.getByRole('button', { name: 'Post Announcement' }));
    expect(error).toHaveBeenCalledWith('Please fill in all fields');

    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Exam date');
    await userEvent.type(screen.getByRole('textbox', { name: 'Content' }), 'It is on Friday.');
    await userEvent.click(screen.getByRole('button', { name: 'Post Announcement' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/dashboard'));
    expect(success).toHaveBeenCalledWith('Announcement created successfully!');
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      course: 1,
      title: 'Exam date',
      content: 'It is on Friday.',
    });
  });

  it("opens the choice when ?courseId= names a course that is not the instructor's", async () => {
    mockFetch(
      routes(({ path }) =>
        path === '/api/instructor-courses/' ? jsonResponse(ownCourses) : undefined,
      ),
    );
    const error = vi.spyOn(toast, 'error');
    renderApp(['/announcements/create?courseId=77']);
    expect(
      await screen.findByText('The linked course is not one of yours. Choose one of your courses.'),
    ).toBeVisible();
    const select = screen.getByRole('combobox', { name: 'Course' });
    expect(select).toBeEnabled();
    expect(select).toHaveValue('');
    expect(screen.queryByRole('option', { name: '#77' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select a course',
      'Epidemiology',
    ]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'A');
    await userEvent.type(screen.getByRole('textbox', { name: 'Content' }), 'B');
    await userEvent.click(screen.getByRole('button', { name: 'Post Announcement' }));
    expect(error).toHaveBeenCalledWith('Please fill in all fields');
  });

  it("shows the server's detail when the post is refused", async () => {
    mockFetch(
      routes(({ path }) => {
        if (path === '/api/instructor-courses/') return jsonResponse(ownCourses);
        if (path === '/api/announcements/create/') {
          return jsonResponse(
            { detail: 'You can only post announcements to your own courses.' },
            403,
          );
        }
        return undefined;
      }),
    );
    const error = vi.spyOn(toast, 'error');
    renderApp(['/announcements/create']);
    const select = await screen.findByRole('combobox', { name: 'Course' });
    expect(select).toBeEnabled();
    await userEvent.selectOptions(
      select,
      await screen.findByRole('option', { name: 'Epidemiology' }),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'A');
    await userEvent.type(screen.getByRole('textbox', { name: 'Content' }), 'B');
    await userEvent.click(screen.getByRole('button', { name: 'Post Announcement' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('You can only post announcements to your own courses.'),
    );
  });
});
