import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Classwork } from '@academy/contract/quizzes';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { jsonResponse, mockFetch, type MockHandler } from '../../test/fetch-mock';
import { learner, storeSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { completion, emptyAnnouncements, enrolledCourse } from './test-data';

const COURSE = '/api/enrolled-course/6/';

type Routes = Record<string, MockHandler>;
const api =
  (routes: Routes): MockHandler =>
  (request) => {
    const route = routes[`${request.method} ${request.path}`];
    if (route) return route(request);
    if (request.path === '/api/announcements/course/6/') return jsonResponse(emptyAnnouncements);
    if (request.path === '/api/accounts/profile/') return jsonResponse(learner);
    return jsonResponse({ detail: 'Not found.' }, 404);
  };

describe('/course/:id/progress', () => {
  beforeEach(() => {
    storeSession();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('resumes at the last opened lesson with its videos, resources, duration and progress', async () => {
    const { requests } = mockFetch(
      api({
        [`GET ${COURSE}`]: () => jsonResponse(enrolledCourse()),
        'POST /api/lessons/63/open/': () => new Response(null, { status: 204 }),
      }),
    );
    renderApp(['/course/6/progress']);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Python for Healthcare Data' }),
    ).toBeInTheDocument();
    for (const tab of ['Stream', 'Classwork', 'People', 'Grades']) {
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    }
    const bar = screen.getAllByRole('progressbar', { name: 'Course progress' })[0]!;
    expect(bar).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByText('1 of 3 lessons done')).toBeInTheDocument();

    const player = screen.getByRole('article', { name: 'Data frames' });
    expect(within(player).getByText('25 min')).toBeInTheDocument();
    // The player loads only on request: the facade names the video, no iframe yet.
    expect(player.querySelector('iframe')).toBeNull();
    await userEvent.click(within(player).getByRole('button', { name: /Frames on Vimeo/ }));
    expect(within(player).getByTitle('Frames on Vimeo')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1',
    );
    const sheet = within(player).getByRole('link', { name: 'Cheat sheet' });
    expect(sheet).toHaveAttribute('href', 'https://files.example.org/pandas.pdf');
    expect(sheet).toHaveAttribute('rel', 'noopener noreferrer');
    // The resume point is already lesson 62: nothing to record.
    expect(requests.some((request) => request.path.endsWith('/open/'))).toBe(false);

    await userEvent.click(within(player).getByRole('button', { name: 'Next lesson' }));
    expect(await screen.findByRole('article', { name: 'Survival curves' })).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.some((request) => request.path === '/api/lessons/63/open/')).toBe(true),
    );
  });

  it('tells a learner without the certificate the pass mark to reach and their total so far', async () => {
    mockFetch(
      api({
        [`GET ${COURSE}`]: () =>
          jsonResponse(
            enrolledCourse({ completed_lessons: 3, percentage: 100, certificate_pass_percent: 60 }),
          ),
        'GET /api/courses/6/grades/': () =>
          jsonResponse({
            course_id: 6,
            weights: { quizzes_percent: 50, assignments_percent: 50 },
            can_edit_weights: false,
            items: [],
            categories: [],
            total_percent: 45,
            certificate_pass_percent: 60,
          }),
        'POST /api/lessons/63/open/': () => new Response(null, { status: 204 }),
      }),
    );
    renderApp(['/course/6/progress']);
    const notice = await screen.findByRole('note', { name: 'Reach 60% to earn your certificate' });
    expect(await within(notice).findByText('Your course total now: 45%')).toBeInTheDocument();
    expect(screen.queryByText('You completed this course!')).not.toBeInTheDocument();
  });

  it('marks a lesson complete and moves the progress bar', async () => {
    const { requests } = mockFetch(
      api({
        [`GET ${COURSE}`]: () => jsonResponse(enrolledCourse()),
        'POST /api/lessons/62/complete/': () => jsonResponse(completion()),
        'DELETE /api/lessons/62/complete/': () =>
          jsonResponse(completion({ is_completed: false, completed_lessons: 1, percentage: 33 })),
      }),
    );
    renderApp(['/course/6/progress']);
    const player = await screen.findByRole('article', { name: 'Data frames' });
    await userEvent.click(within(player).getByRole('button', { name: 'Mark as complete' }));

    expect(
      await within(player).findByRole('button', { name: 'Mark as not complete' }),
    ).toBeVisible();
    expect(within(player).getByText('Completed')).toBeInTheDocument();
    expect(screen.getAllByRole('progressbar')[0]).toHaveAttribute('aria-valuenow', '66');
    expect(screen.getByText('2 of 3 lessons done')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);

    await userEvent.click(within(player).getByRole('button', { name: 'Mark as not complete' }));
    expect(await within(player).findByRole('button', { name: 'Mark as complete' })).toBeVisible();
    expect(screen.getAllByRole('progressbar')[0]).toHaveAttribute('aria-valuenow', '33');
  });

  it('lists a lesson not open yet with its day, and neither opens nor moves on to it', async () => {
    const course = enrolledCourse();
    course.modules[1]!.lessons[0]!.opens_on = '2026-12-22';
    mockFetch(api({ [`GET ${COURSE}`]: () => jsonResponse(course) }));
    renderApp(['/course/6/progress?lesson=63']);
    // Asked for in the address, it is not shown: the resume point is.
    const player = await screen.findByRole('article', { name: 'Data frames' });
    expect(within(player).getByRole('button', { name: 'Next lesson' })).toBeDisabled();
    const locked = screen.getByText('Survival curves').closest('li')!;
    expect(within(locked).getByText('Opens on 22 December 2026')).toBeInTheDocument();
    expect(within(locked).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: /Installing Python/ })).toBeInTheDocument();
  });

  describe('Classwork of a module not open yet', () => {
    const classwork: Classwork = {
      course_id: 6,
      can_edit: false,
      groups: [
        {
          module_id: 2,
          module_title: 'Survival analysis',
          items: [
            {
              kind: 'quiz',
              item_id: 4,
              title: 'Hazard ratios check',
              opens_at: null,
              due_at: '2026-12-28T17:59:00Z',
              is_published: true,
              max_score: 10,
              state: 'not_started',
              score: null,
              passed: null,
              submitted_count: null,
              opens_on: '2026-12-22',
            },
          ],
        },
      ],
    };
    const open = () => {
      mockFetch(
        api({
          [`GET ${COURSE}`]: () => jsonResponse(enrolledCourse()),
          'GET /api/courses/6/classwork/': () => jsonResponse(classwork),
        }),
      );
      renderApp(['/course/6/progress?tab=classwork']);
    };
    afterEach(() => i18n.changeLanguage('en'));

    it('names the quiz with the day it opens, without a link', async () => {
      open();
      const row = (await screen.findByText('Hazard ratios check')).closest('li')!;
      expect(within(row).getByText('Quiz · Opens on 22 December 2026')).toBeInTheDocument();
      expect(within(row).queryByRole('link')).toBeNull();
    });

    it('says so in Bangla, with a Bangla date', async () => {
      await i18n.changeLanguage('bn');
      open();
      const row = (await screen.findByText('Hazard ratios check')).closest('li')!;
      expect(within(row).getByText(/খুলবে ২২ ডিসেম্বর, ২০২৬/)).toBeInTheDocument();
      expect(within(row).queryByRole('link')).toBeNull();
    });
  });

  it('shows the certificate once the last lesson is done', async () => {
    mockFetch(
      api({
        [`GET ${COURSE}`]: () => jsonResponse(enrolledCourse()),
        'POST /api/lessons/62/complete/': () =>
          jsonResponse(
            completion({
              completed_lessons: 3,
              percentage: 100,
              certificate_code: 'ABCDEFGHJKLMNPQR',
            }),
          ),
      }),
    );
    renderApp(['/course/6/progress']);
    const player = await screen.findByRole('article', { name: 'Data frames' });
    await userEvent.click(within(player).getByRole('button', { name: 'Mark as complete' }));
    expect(await screen.findByText('You completed this course!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download certificate (PDF)' })).toHaveAttribute(
      'href',
      '/api/certificates/ABCDEFGHJKLMNPQR/pdf/',
    );
    expect(screen.getByRole('link', { name: 'Verification page' })).toHaveAttribute(
      'href',
      '/certificates/ABCDEFGHJKLMNPQR',
    );
  });

  it('lists the notes newest first in the Notes sub-tab', async () => {
    mockFetch(api({ [`GET ${COURSE}`]: () => jsonResponse(enrolledCourse()) }));
    renderApp(['/course/6/progress']);
    await userEvent.click(await screen.findByRole('tab', { name: 'Notes (2)' }));
    const panel = screen.getByRole('tabpanel', { name: 'Notes (2)' });
    const titles = within(panel)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Week 2 reading', 'Welcome']);
    // The server-sanitised HTML is rendered as markup, not as text.
    expect(within(panel).getByRole('heading', { level: 2, name: 'Read' })).toBeInTheDocument();
    expect(within(panel).getByText('two').tagName).toBe('STRONG');
    expect(screen.queryByRole('button', { name: 'Add note' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to load course progress.' with the server's reason", async () => {
    mockFetch(
      api({
        [`GET ${COURSE}`]: () =>
          jsonResponse({ detail: 'You are not enrolled in this course.' }, 403),
      }),
    );
    renderApp(['/course/6/progress']);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load course progress.');
    expect(screen.getByText('You are not enrolled in this course.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Course page' })).toHaveAttribute('href', '/course/6');
  });
});

describe('notes for the instructor', () => {
  beforeAll(() => {
    // jsdom lays nothing out; ProseMirror asks for boxes while it maps the caret.
    const rects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
    Range.prototype.getClientRects = rects;
    Range.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
    Element.prototype.getClientRects = rects;
    document.elementFromPoint = () => null;
  });

  beforeEach(() => {
    storeSession({ user: { ...learner, role: 'instructor' } });
  });

  it('adds a note written in the editor', async () => {
    const teaching = enrolledCourse({
      enrolled_at: null,
      is_instructor: true,
      can_manage_notes: true,
      notes: [],
    });
    const { requests } = mockFetch(
      api({
        [`GET ${COURSE}`]: () => jsonResponse(teaching),
        'POST /api/courses/6/notes/': () =>
          jsonResponse(
            {
              note_id: 9,
              title: 'Week 3',
              body: '<h2>Read chapter 3</h2>',
              created_at: '2026-03-01T09:00:00.000Z',
              updated_at: '2026-03-01T09:00:00.000Z',
            },
            201,
          ),
      }),
    );
    renderApp(['/course/6/progress']);
    expect(
      await screen.findByText(/viewing your own course as its instructor/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as complete' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Notes (0)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));

    const dialog = await screen.findByRole('dialog', { name: 'Add a note' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save note' }));
    // Title and body are both checked before anything is sent.
    expect(within(dialog).getAllByText('This field may not be blank.')).toHaveLength(2);
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Week 3');
    const editor = within(dialog).getByRole('textbox', { name: 'Note' });
    await userEvent.click(editor);
    await userEvent.keyboard('Read chapter 3');
    const heading = within(dialog).getByRole('button', { name: 'Heading' });
    expect(heading).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heading);
    expect(heading).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save note' }));

    await waitFor(() =>
      expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
        title: 'Week 3',
        body: '<h2>Read chapter 3</h2>',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
