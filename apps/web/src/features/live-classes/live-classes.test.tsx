import type { LiveClass } from '@academy/contract/live-classes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, type MockHandler } from '../../test/fetch-mock';
import { learner, storeSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { emptyAnnouncements, enrolledCourse } from '../learning/test-data';
import {
  dhakaInputsToIso,
  formatReaderTime,
  isoToDhakaInputs,
  joinState,
} from './model/class-time';

const session = (overrides: Partial<LiveClass> = {}): LiveClass => ({
  id: 5,
  course_id: 6,
  course_title: 'Python for Healthcare Data',
  series_id: null,
  title: 'Office hours',
  description: 'Bring questions.',
  starts_at: '2026-12-05T14:30:00.000Z',
  ends_at: '2026-12-05T15:30:00.000Z',
  duration_minutes: 60,
  status: 'scheduled',
  join_opens_at: '2026-12-05T14:15:00.000Z',
  can_manage: false,
  meeting_host: null,
  attended: false,
  recording_lesson_id: null,
  ...overrides,
});

const api =
  (routes: Record<string, MockHandler>): MockHandler =>
  (request) => {
    const route = routes[`${request.method} ${request.path}`];
    if (route) return route(request);
    if (request.path === '/api/accounts/profile/') return jsonResponse(learner);
    if (request.path === '/api/enrolled-course/6/') return jsonResponse(enrolledCourse());
    if (request.path === '/api/announcements/course/6/') return jsonResponse(emptyAnnouncements);
    return jsonResponse({ detail: 'Not found.' }, 404);
  };

describe('class times', () => {
  it('reads the form in Bangladesh time and writes it back', () => {
    expect(dhakaInputsToIso('2026-12-05', '20:30')).toBe('2026-12-05T20:30:00+06:00');
    expect(isoToDhakaInputs('2026-12-05T18:30:00.000Z')).toEqual({
      date: '2026-12-06',
      time: '00:30',
    });
  });

  it("shows the reader's own time only when their zone differs from Dhaka's", () => {
    expect(formatReaderTime('2026-12-05T14:30:00Z', 'en', 'Asia/Dhaka')).toBeNull();
    expect(formatReaderTime('2026-12-05T14:30:00Z', 'en', 'Europe/London')).toMatch(/14:30/);
    expect(formatReaderTime('2026-12-05T14:30:00Z', 'bn', 'Europe/London')).toMatch(/১৪:৩০/);
  });

  it('turns Join on from the opening until the end, never for a cancelled class', () => {
    const at = (iso: string) => Date.parse(iso);
    expect(joinState(session(), at('2026-12-05T14:14:59Z'))).toBe('not_open');
    expect(joinState(session(), at('2026-12-05T14:15:00Z'))).toBe('open');
    expect(joinState(session(), at('2026-12-05T15:30:00Z'))).toBe('over');
    expect(joinState(session({ status: 'cancelled' }), at('2026-12-05T14:20:00Z'))).toBe(
      'cancelled',
    );
  });
});

describe('/live-classes/:id', () => {
  beforeEach(() => {
    storeSession();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('counts down and turns Join on by itself when the window opens, by the server clock', async () => {
    // The server says it is two seconds before the window opens, whatever this machine's clock says.
    mockFetch(
      api({
        'GET /api/live-classes/5/': () =>
          jsonResponse({ now: '2026-12-05T14:14:58.000Z', live_class: session() }),
      }),
    );
    renderApp(['/live-classes/5?join=not_open']);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Office hours' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('It is not time yet. Join opens at');
    expect(screen.getByRole('timer')).toHaveTextContent(/Join opens in 0 min 0[12] s/);
    const join = screen.getByRole('button', { name: 'Join' });
    expect(join).toBeDisabled();
    await waitFor(() => expect(join).toBeEnabled(), { timeout: 5000 });
    expect(screen.getByRole('timer')).toHaveTextContent(/Starts in 1[45] min/);
  });

  it('shows a learner of another course why they cannot see the class', async () => {
    mockFetch(
      api({
        'GET /api/live-classes/5/': () =>
          jsonResponse({ detail: 'You are not enrolled in this course.' }, 403),
      }),
    );
    renderApp(['/live-classes/5']);
    expect(await screen.findByText('You are not enrolled in this course.')).toBeInTheDocument();
  });
});

describe('scheduling from the Stream', () => {
  beforeEach(() => {
    storeSession({ user: { ...learner, role: 'instructor' } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('sends a weekly series in Bangladesh time and shows the server’s field errors', async () => {
    let attempts = 0;
    const { requests } = mockFetch(
      api({
        'GET /api/courses/6/live-classes/': () =>
          jsonResponse({ now: '2026-12-01T10:00:00.000Z', can_manage: true, results: [] }),
        'POST /api/courses/6/live-classes/': () => {
          attempts += 1;
          if (attempts === 1) {
            return jsonResponse({ starts_at: ['A live class cannot start in the past.'] }, 400);
          }
          return jsonResponse(
            {
              now: '2026-12-01T10:00:00.000Z',
              can_manage: true,
              results: [session({ can_manage: true })],
            },
            201,
          );
        },
      }),
    );
    renderApp(['/course/6/progress']);
    await screen.findByRole('heading', { level: 1, name: 'Python for Healthcare Data' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Schedule a live class' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a live class' });
    await userEvent.type(within(dialog).getByLabelText(/^Title/), 'Office hours');
    await userEvent.type(within(dialog).getByLabelText(/^Date/), '2026-12-05');
    await userEvent.type(within(dialog).getByLabelText(/^Start time/), '20:30');
    await userEvent.type(within(dialog).getByLabelText(/^Meeting link/), 'http://zoom.us/j/1');
    const count = within(dialog).getByLabelText(/^Number of weekly sessions/);
    await userEvent.clear(count);
    await userEvent.type(count, '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The form checks the link as the server does, before sending anything.
    expect(
      await within(dialog).findByText('Enter a meeting link starting with https://.'),
    ).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    const link = within(dialog).getByLabelText(/^Meeting link/);
    await userEvent.clear(link);
    await userEvent.type(link, 'https://zoom.us/j/1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('A live class cannot start in the past.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posted = requests.filter((request) => request.method === 'POST').at(-1)!;
    expect(posted.body).toEqual({
      title: 'Office hours',
      description: '',
      starts_at: '2026-12-05T20:30:00+06:00',
      duration_minutes: 60,
      meeting_url: 'https://zoom.us/j/1',
      weekly_count: 12,
    });
  }, 60_000);
});

describe("a learner's Stream", () => {
  beforeEach(() => {
    storeSession();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows the next class with its countdown, and past classes with recordings', async () => {
    mockFetch(
      api({
        'GET /api/courses/6/live-classes/': () =>
          jsonResponse({
            now: '2026-12-05T13:00:00.000Z',
            can_manage: false,
            results: [session(), session({ id: 7, title: 'Second session' })],
          }),
        'GET /api/courses/6/live-classes/past/': () =>
          jsonResponse({
            count: 1,
            next: null,
            previous: null,
            can_manage: false,
            my_attendance: { attended: 1, held: 1 },
            results: [
              {
                ...session({ id: 4, title: 'Kick-off', attended: true, recording_lesson_id: 9 }),
                attendee_count: null,
                recording_due_at: null,
                recording_overdue: null,
              },
              {
                ...session({ id: 3, title: 'Warm-up', attended: false }),
                attendee_count: null,
                recording_due_at: null,
                recording_overdue: null,
              },
            ],
          }),
      }),
    );
    renderApp(['/course/6/progress']);
    const panel = await screen.findByRole('region', { name: 'Live classes' }, { timeout: 5000 });
    expect(
      await within(panel).findByRole('link', { name: 'Office hours' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('timer')).toHaveTextContent(/Join opens in 1 h 1[45] min/);
    expect(within(panel).getByRole('button', { name: 'Join' })).toBeDisabled();
    expect(within(panel).getByRole('link', { name: 'Second session' })).toBeInTheDocument();
    expect(await within(panel).findByText('You joined 1 of 1 classes held.')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Watch the recording' })).toHaveAttribute(
      'href',
      '/course/6/progress?lesson=9',
    );
    // A learner is told a recording is to come, never that staff count it overdue.
    expect(within(panel).getByText('The recording will be added here')).toBeInTheDocument();
    expect(within(panel).queryByText('Recording overdue')).not.toBeInTheDocument();
  }, 30_000);
});

describe('attaching a recording from the Stream', () => {
  beforeEach(() => {
    storeSession({ user: { ...learner, role: 'instructor' } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('checks the link, sends it with the chosen module and shows the server refusal', async () => {
    let attempts = 0;
    const { requests } = mockFetch(
      api({
        'GET /api/courses/6/live-classes/': () =>
          jsonResponse({ now: '2026-12-06T10:00:00.000Z', can_manage: true, results: [] }),
        'GET /api/courses/6/live-classes/past/': () =>
          jsonResponse({
            count: 1,
            next: null,
            previous: null,
            can_manage: true,
            my_attendance: { attended: 0, held: 0 },
            results: [
              {
                ...session({ can_manage: true }),
                attendee_count: 3,
                recording_due_at: '2026-12-06T15:30:00.000Z',
                recording_overdue: false,
              },
            ],
          }),
        'POST /api/live-classes/5/recording/': () => {
          attempts += 1;
          if (attempts === 1) {
            return jsonResponse(
              { non_field_errors: ['This live class already has its recording.'] },
              400,
            );
          }
          return jsonResponse(
            { live_class: session({ recording_lesson_id: 30 }), lesson_id: 30, module_id: 2 },
            201,
          );
        },
      }),
    );
    renderApp(['/course/6/progress']);
    const attach = await screen.findByRole(
      'button',
      { name: 'Attach recording: Office hours' },
      { timeout: 5000 },
    );
    expect(screen.getByRole('button', { name: '3 joined: Office hours' })).toHaveTextContent(
      '3 joined',
    );
    await userEvent.click(attach);
    const dialog = await screen.findByRole('dialog', { name: 'Attach the recording' });
    await userEvent.type(within(dialog).getByLabelText(/^Video link/), 'not a link');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Attach and notify learners' }),
    );
    expect(await within(dialog).findByText('Enter a valid URL.')).toBeInTheDocument();
    const link = within(dialog).getByLabelText(/^Video link/);
    await userEvent.clear(link);
    await userEvent.type(link, 'https://videos.example.org/office-hours');
    const module = within(dialog).getByLabelText(/^Module/);
    const firstModule = within(module).getAllByRole('option')[1]!;
    await userEvent.selectOptions(module, firstModule);
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Attach and notify learners' }),
    );
    expect(
      await within(dialog).findByText('This live class already has its recording.'),
    ).toBeInTheDocument();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Attach and notify learners' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posted = requests.filter((request) => request.method === 'POST').at(-1)!;
    expect(posted.body).toEqual({
      video_link: 'https://videos.example.org/office-hours',
      title: '',
      module_id: Number((firstModule as HTMLOptionElement).value),
    });
  }, 60_000);
});
