import type { InstructorCourse } from '@academy/contract/authoring';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '../../lib/toasts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { learner, storeSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const instructor = { ...learner, email: 'instructor@academy.test', role: 'instructor' as const };
const categories = [
  { category_id: 3, category_name: 'Data Analysis', slug: 'data-analysis' },
  { category_id: 4, category_name: 'Neuroscience', slug: 'neuroscience' },
];

/** Answers the listed GET paths; anything else is 404 (the layout's own calls included). */
const answer =
  (routes: Record<string, unknown>) =>
  ({ path }: { path: string }) =>
    path in routes ? jsonResponse(routes[path]) : jsonResponse({ detail: 'Not found.' }, 404);

function course(overrides: Partial<InstructorCourse>): InstructorCourse {
  return {
    course_id: 1,
    course_title: 'Course',
    description: 'About the course',
    price: '1500.00',
    category_id: 3,
    category_name: 'Data Analysis',
    thumbnail: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    instructor_name: 'Nadia Rahman',
    status: 'published',
    total_students: 4,
    total_lessons: 6,
    ...overrides,
  };
}

describe('Create Course', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows learners an instructors-only state', async () => {
    storeSession();
    mockFetch(answer({}));
    renderApp(['/courses/create']);
    expect(await screen.findByRole('heading', { name: 'For instructors only' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Create Course' })).not.toBeInTheDocument();
  });

  it('refuses to submit without the required fields', async () => {
    storeSession({ user: instructor });
    const { requests } = mockFetch(answer({ '/api/categories/': categories }));
    const error = vi.spyOn(toast, 'error');
    renderApp(['/courses/create']);
    await userEvent.click(await screen.findByRole('button', { name: 'Create Course' }));
    expect(error).toHaveBeenCalledWith('Please fill in all required fields');
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('adds, removes and renumbers modules, then sends the cleaned payload', async () => {
    storeSession({ user: instructor });
    const { requests } = mockFetch(({ path, method }) => {
      if (path === '/api/categories/') return jsonResponse(categories);
      if (path === '/api/create-course/' && method === 'POST') {
        return jsonResponse({ course_id: 42 }, 201);
      }
      return jsonResponse({ detail: 'Not found.' }, 404);
    });
    const success = vi.spyOn(toast, 'success');
    const { location } = renderApp(['/courses/create']);
    const user = userEvent.setup();

    await user.type(await screen.findByRole('textbox', { name: 'Course Title' }), '  Cox models ');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Hazards');
    await user.type(screen.getByRole('spinbutton', { name: 'Price (BDT)' }), '1500.5');
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(within(select).getAllByRole('option')[0]).toHaveTextContent('Select a category');
    await user.selectOptions(select, await screen.findByRole('option', { name: 'Neuroscience' }));

    expect(screen.getByText('No modules added yet.')).toBeVisible();
    const addModule = screen.getByRole('button', { name: 'Add Module' });
    await user.click(addModule);
    await user.click(addModule);
    await user.click(addModule);
    const titles = () => screen.getAllByRole('textbox', { name: 'Module title' });
    await user.type(titles()[0]!, 'First');
    await user.type(titles()[1]!, 'Second');
    await user.type(titles()[2]!, 'Third');
    await user.click(screen.getByRole('button', { name: 'Delete module 1' }));
    expect(
      screen.getAllByRole('heading', { name: /^Module \d$/ }).map((h) => h.textContent),
    ).toEqual(['Module 1', 'Module 2']);
    expect(titles().map((input) => (input as HTMLInputElement).value)).toEqual(['Second', 'Third']);
    await user.click(screen.getByRole('button', { name: 'Move module 2 up' }));
    expect(titles().map((input) => (input as HTMLInputElement).value)).toEqual(['Third', 'Second']);

    const [firstModule] = screen
      .getAllByRole('listitem')
      .filter((item) => within(item).queryByRole('heading', { name: 'Module 1' }));
    await user.click(within(firstModule!).getByRole('button', { name: 'Add Lesson' }));
    await user.type(screen.getByRole('textbox', { name: 'Lesson title' }), 'Hazard ratios');
    await user.click(screen.getByRole('button', { name: 'Add Video' }));
    await user.type(screen.getByRole('textbox', { name: 'Video 1: Video title' }), 'Only a title');
    await user.click(screen.getByRole('button', { name: 'Add Outcome' }));

    await user.click(screen.getByRole('button', { name: 'Create Course' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/edit-course-thumbnail/42'));
    expect(location.current?.state).toEqual({
      hints: { aspectRatio: '16:9', maxWidth: 1280, maxHeight: 720, minWidth: 640, minHeight: 360 },
    });
    expect(success).toHaveBeenCalledWith('Course created successfully!');
    const sent = requests.find((request) => request.path === '/api/create-course/');
    expect(sent?.body).toEqual({
      title: 'Cox models',
      description: 'Hazards',
      price: 1500.5,
      category_id: 4,
      // 'Keep as a draft' starts ticked on a new course.
      status: 'draft',
      // New versions after a released grade start off (docs/rules.md, Assignments).
      resubmit_after_release: false,
      outcomes: [],
      prerequisites: [],
      modules: [
        {
          title: 'Third',
          order: 1,
          lessons: [{ title: 'Hazard ratios', order: 1, videos: [], resources: [] }],
        },
        { title: 'Second', order: 2, lessons: [] },
      ],
    });
  });

  it("shows one '{field}: {message}' toast per server error", async () => {
    storeSession({ user: instructor });
    const categoriesOnly = answer({ '/api/categories/': categories });
    mockFetch((request) =>
      request.path === '/api/create-course/'
        ? jsonResponse(
            { title: ['Ensure this field has no more than 200 characters.'], price: ['A', 'B'] },
            400,
          )
        : categoriesOnly(request),
    );
    const error = vi.spyOn(toast, 'error');
    renderApp(['/courses/create']);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Course Title' }), 'T');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'D');
    await user.type(screen.getByRole('spinbutton', { name: 'Price (BDT)' }), '10');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Category' }),
      await screen.findByRole('option', { name: 'Data Analysis' }),
    );
    await user.click(screen.getByRole('button', { name: 'Create Course' }));
    await waitFor(() =>
      expect(error.mock.calls.map(([message]) => message)).toEqual([
        'title: Ensure this field has no more than 200 characters.',
        'price: A',
        'price: B',
      ]),
    );
  });
});

describe('Manage Courses', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('filters by search text and by category tab', async () => {
    storeSession({ user: instructor });
    mockFetch(
      answer({
        '/api/instructor-courses/': [
          course({ course_id: 1, course_title: 'Survival Analysis' }),
          course({ course_id: 2, course_title: 'Brain Imaging', category_name: 'Neuroscience' }),
        ],
      }),
    );
    renderApp(['/manage-courses']);
    expect(await screen.findByRole('heading', { name: 'Survival Analysis' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create New Course' })).toHaveAttribute(
      'href',
      '/courses/create',
    );
    const tabs = within(screen.getByRole('group', { name: 'Filter by category' }));
    expect(tabs.getAllByRole('button').map((tab) => tab.textContent)).toEqual([
      'All',
      'Data Analysis',
      'Neuroscience',
    ]);
    await userEvent.click(tabs.getByRole('button', { name: 'Neuroscience' }));
    expect(screen.queryByRole('heading', { name: 'Survival Analysis' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Brain Imaging' })).toHaveAttribute(
      'href',
      '/instructor/courses/edit/2',
    );
    await userEvent.type(screen.getByPlaceholderText('Search courses...'), 'survival');
    expect(screen.getByText('No courses found.')).toBeVisible();
  });

  it('previews a course in a dialog', async () => {
    storeSession({ user: instructor });
    mockFetch(
      answer({
        '/api/instructor-courses/': [
          course({
            course_title: 'Survival Analysis',
            thumbnail: '/media/thumbnails/9c1e.webp',
          }),
        ],
      }),
    );
    renderApp(['/courses/manage']);
    // The card and the dialog offer the 640x360 card copy beside the original.
    const sources = '/media/thumbnails/9c1e-card.webp 640w, /media/thumbnails/9c1e.webp 1280w';
    const card = await screen.findByRole('article');
    expect(card.querySelector('img')).toHaveAttribute('srcset', sources);
    await userEvent.click(screen.getByRole('button', { name: 'Preview Survival Analysis' }));
    const dialog = screen.getByRole('dialog', { name: 'Survival Analysis' });
    expect(within(dialog).getByText('Category: Data Analysis')).toBeVisible();
    expect(within(dialog).getByText('BDT 1,500.00')).toBeVisible();
    expect(within(dialog).getByRole('img', { name: /Survival Analysis/ })).toHaveAttribute(
      'srcset',
      sources,
    );
  });
});

describe('Edit Course and the thumbnail page', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    storeSession({ user: instructor });
  });

  it("sends a failed load to /manage-courses with 'Failed to fetch course data'", async () => {
    mockFetch(answer({ '/api/categories/': categories }));
    const error = vi.spyOn(toast, 'error');
    const { location } = renderApp(['/instructor/courses/edit/77']);
    await waitFor(() => expect(location.current?.pathname).toBe('/manage-courses'));
    expect(error).toHaveBeenCalledWith('Failed to fetch course data');
  });

  it('asks before leaving a form with unsaved changes', async () => {
    mockFetch(answer({ '/api/categories/': categories }));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { location } = renderApp(['/courses/create']);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Course Title' }), 'Draft');
    const [coursesLink] = screen.getAllByRole('link', { name: 'Courses' });
    await userEvent.click(coursesLink!);
    expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Leave this page anyway?');
    expect(location.current?.pathname).toBe('/courses/create');
    confirm.mockReturnValue(true);
    await userEvent.click(coursesLink!);
    await waitFor(() => expect(location.current?.pathname).toBe('/courses'));
  });

  it('checks the picked file before uploading', async () => {
    mockFetch(answer({ '/api/categories/': categories }));
    const error = vi.spyOn(toast, 'error');
    const { location } = renderApp(['/edit-course-thumbnail/5']);
    expect(
      await screen.findByText(
        'Recommended image aspect ratio is 16:9 (e.g., 1280x720 pixels) for best display',
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Upload Thumbnail' }));
    expect(error).toHaveBeenCalledWith('Please select a thumbnail image');
    const input = screen.getByLabelText('Thumbnail image');
    await userEvent.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(error).toHaveBeenCalledWith('Please select an image file');
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(location.current?.pathname).toBe('/dashboard');
  });
});
