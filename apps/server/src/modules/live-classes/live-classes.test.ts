import { and, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/community.ts';
import { liveClassAttendance, liveClasses } from '../../db/schema/live-classes.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createCourse, createUser, enrolIn } from '../../test/factories.ts';
import {
  createCapturingMailer,
  createTestClock,
  MEETING_SECRETS,
  MEETING_URL,
} from './live-classes-test-helpers.ts';

type User = Awaited<ReturnType<typeof createUser>>;

const clock = createTestClock('2026-12-01T10:00:00Z');
const mailer = createCapturingMailer();
let testApp: TestApp;
let instructor: User;
let otherInstructor: User;
let admin: User;
let learner: User;
let bnLearner: User;
let otherLearner: User;
let stranger: User;
let courseId: number;
let otherCourseId: number;
/** Every answer that mentions a live class, checked for the meeting link at the end. */
const answers: LightMyRequestResponse[] = [];

beforeAll(async () => {
  testApp = await createTestApp({ services: { clock, mailTransport: mailer } });
  const { db } = testApp.app;
  instructor = await createUser(db, { role: 'instructor' });
  otherInstructor = await createUser(db, { role: 'instructor' });
  admin = await createUser(db, { role: 'admin' });
  learner = await createUser(db, { firstName: 'Asha' });
  bnLearner = await createUser(db, { firstName: 'Bilal', language: 'bn' });
  otherLearner = await createUser(db);
  stranger = await createUser(db);
  courseId = (await createCourse(db, { instructorId: instructor.id, title: 'Clinical ML' })).id;
  otherCourseId = (await createCourse(db, { instructorId: otherInstructor.id })).id;
  await enrolIn(db, learner.id, courseId);
  await enrolIn(db, bnLearner.id, courseId);
  await enrolIn(db, otherLearner.id, otherCourseId);
});
afterAll(async () => {
  for (const answer of answers) {
    for (const secret of MEETING_SECRETS) expect(answer.body).not.toContain(secret);
  }
  await testApp.close();
});
beforeEach(() => clock.set('2026-12-01T10:00:00Z'));

async function call(
  user: User | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
) {
  const response = await testApp.app.inject({
    method,
    url,
    headers: user ? await authHeader(testApp.app, user) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  answers.push(response);
  return response;
}

const draft = (overrides: Record<string, unknown> = {}) => ({
  title: 'Reading a ROC curve',
  description: 'Bring a dataset.',
  starts_at: '2026-12-05T20:30:00+06:00',
  duration_minutes: 90,
  meeting_url: MEETING_URL,
  ...overrides,
});

async function schedule(overrides: Record<string, unknown> = {}, user: User = instructor) {
  const response = await call(
    user,
    'POST',
    `/api/courses/${courseId}/live-classes/`,
    draft(overrides),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().results as { id: number; starts_at: string; series_id: string | null }[];
}

async function classCount() {
  const [row] = await testApp.app.db.select({ total: count() }).from(liveClasses);
  return row!.total;
}

async function joinAs(user: User, id: number) {
  const ticket = await call(user, 'POST', `/api/live-classes/${id}/join-ticket/`);
  if (ticket.statusCode !== 200) return ticket;
  const url = ticket.json().join_url as string;
  const response = await testApp.app.inject({ method: 'GET', url });
  answers.push(response);
  return response;
}

async function attendance(id: number, userId: number) {
  return testApp.app.db
    .select()
    .from(liveClassAttendance)
    .where(and(eq(liveClassAttendance.liveClassId, id), eq(liveClassAttendance.userId, userId)));
}

describe('scheduling', () => {
  it('stores a session, answers it without the link and notifies enrolled learners', async () => {
    const [created] = await schedule();
    expect(created).toMatchObject({
      starts_at: '2026-12-05T14:30:00.000Z',
      series_id: null,
    });
    const detail = await call(learner, 'GET', `/api/live-classes/${created!.id}/`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().live_class).toMatchObject({
      title: 'Reading a ROC curve',
      ends_at: '2026-12-05T16:00:00.000Z',
      duration_minutes: 90,
      status: 'scheduled',
      join_opens_at: '2026-12-05T14:15:00.000Z',
      can_manage: false,
      meeting_host: null,
      attended: false,
    });
    expect(detail.json().live_class).not.toHaveProperty('meeting_url');
    const manager = await call(instructor, 'GET', `/api/live-classes/${created!.id}/`);
    expect(manager.json().live_class).toMatchObject({
      can_manage: true,
      meeting_host: 'meet.example.org',
      join_opens_at: '2026-12-05T13:30:00.000Z',
    });
    const notices = await testApp.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'live_class'), eq(notifications.userId, learner.id)));
    expect(notices.map((notice) => notice.message)).toContain(
      'New live class in Clinical ML: Reading a ROC curve',
    );
  });

  it('creates a weekly series in one step, a week apart in Dhaka time', async () => {
    const sessions = await schedule({ title: 'Weekly journal club', weekly_count: 12 });
    expect(sessions).toHaveLength(12);
    expect(new Set(sessions.map((session) => session.series_id)).size).toBe(1);
    expect(sessions[0]!.series_id).not.toBeNull();
    expect(sessions[11]!.starts_at).toBe('2027-02-20T14:30:00.000Z');
  });

  it('refuses bad input with field errors and stores nothing', async () => {
    const before = await classCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { starts_at: '2026-12-01T15:59:00+06:00' },
        'starts_at',
        'A live class cannot start in the past.',
      ],
      [
        { meeting_url: 'http://meet.example.org/x' },
        'meeting_url',
        'Enter a meeting link starting with https://.',
      ],
      [
        { meeting_url: 'javascript:alert(1)' },
        'meeting_url',
        'Enter a meeting link starting with https://.',
      ],
      [
        { duration_minutes: 481 },
        'duration_minutes',
        'A live class lasts at most 8 hours (480 minutes).',
      ],
      [{ duration_minutes: 0 }, 'duration_minutes', 'A live class lasts at least 5 minutes.'],
      [{ weekly_count: 53 }, 'weekly_count', 'A weekly series has at most 52 sessions.'],
      [{ starts_at: 'next Saturday' }, 'starts_at', 'Enter a valid date and time.'],
      [{ title: '   ' }, 'title', 'This field may not be blank.'],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await call(
        instructor,
        'POST',
        `/api/courses/${courseId}/live-classes/`,
        draft(overrides),
      );
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json()[field]).toEqual([message]);
    }
    expect(await classCount()).toBe(before);
  });

  it('lets only the course instructor and staff schedule', async () => {
    const before = await classCount();
    for (const user of [learner, stranger, otherInstructor]) {
      const response = await call(user, 'POST', `/api/courses/${courseId}/live-classes/`, draft());
      expect(response.statusCode).toBe(403);
    }
    expect(
      (await call(null, 'POST', `/api/courses/${courseId}/live-classes/`, draft())).statusCode,
    ).toBe(401);
    expect(
      (await call(instructor, 'POST', '/api/courses/999999/live-classes/', draft())).statusCode,
    ).toBe(404);
    expect(await classCount()).toBe(before);
    await schedule({ title: 'Staff session' }, admin);
  });
});

describe('reading the schedule', () => {
  it('lists sessions not yet ended to enrolled learners and managers only', async () => {
    await schedule({ title: 'Listed session', starts_at: '2026-12-02T18:00:00+06:00' });
    const list = await call(learner, 'GET', `/api/courses/${courseId}/live-classes/`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ now: '2026-12-01T10:00:00.000Z', can_manage: false });
    const titles = list.json().results.map((session: { title: string }) => session.title);
    expect(titles[0]).toBe('Listed session');
    // A session moves out of the list once it has ended.
    clock.set('2026-12-02T13:31:00Z');
    const later = await call(learner, 'GET', `/api/courses/${courseId}/live-classes/`);
    expect(later.json().results.map((s: { title: string }) => s.title)).not.toContain(
      'Listed session',
    );

    expect((await call(stranger, 'GET', `/api/courses/${courseId}/live-classes/`)).statusCode).toBe(
      403,
    );
    expect(
      (await call(otherLearner, 'GET', `/api/courses/${courseId}/live-classes/`)).statusCode,
    ).toBe(403);
    expect(
      (await call(otherInstructor, 'GET', `/api/courses/${courseId}/live-classes/`)).statusCode,
    ).toBe(403);
    expect(
      (await call(admin, 'GET', `/api/courses/${courseId}/live-classes/`)).json().can_manage,
    ).toBe(true);
    expect((await call(null, 'GET', `/api/courses/${courseId}/live-classes/`)).statusCode).toBe(
      401,
    );
  });

  it('hides one session from readers of other courses and answers 404 for a forged id', async () => {
    const [session] = await schedule({ title: 'Private session' });
    expect((await call(otherLearner, 'GET', `/api/live-classes/${session!.id}/`)).statusCode).toBe(
      403,
    );
    expect((await call(stranger, 'GET', `/api/live-classes/${session!.id}/`)).statusCode).toBe(403);
    expect((await call(learner, 'GET', '/api/live-classes/987654/')).statusCode).toBe(404);
  });
});

describe('joining', () => {
  it('opens 15 minutes before the start, records attendance once and redirects to the link', async () => {
    const [session] = await schedule({
      title: 'Join window',
      starts_at: '2026-12-03T20:00:00+06:00',
      duration_minutes: 60,
    });
    const id = session!.id;
    clock.set('2026-12-03T13:44:00Z');
    const early = await joinAs(learner, id);
    expect(early.statusCode).toBe(303);
    expect(early.headers.location).toBe(`/live-classes/${id}?join=not_open`);
    expect(await attendance(id, learner.id)).toHaveLength(0);

    clock.set('2026-12-03T13:45:00Z');
    const open = await joinAs(learner, id);
    expect(open.statusCode).toBe(302);
    expect(open.headers.location).toBe(MEETING_URL);
    expect(open.headers['cache-control']).toBe('no-store');
    const [row] = await attendance(id, learner.id);
    expect(row!.joinedAt.toISOString()).toBe('2026-12-03T13:45:00.000Z');

    clock.set('2026-12-03T14:59:00Z');
    expect((await joinAs(learner, id)).headers.location).toBe(MEETING_URL);
    expect(await attendance(id, learner.id)).toHaveLength(1);
    const detail = await call(learner, 'GET', `/api/live-classes/${id}/`);
    expect(detail.json().live_class.attended).toBe(true);

    clock.set('2026-12-03T15:00:00Z');
    const over = await joinAs(bnLearner, id);
    expect(over.statusCode).toBe(303);
    expect(over.headers.location).toBe(`/live-classes/${id}?join=over`);
    expect(await attendance(id, bnLearner.id)).toHaveLength(0);
  });

  it('lets the instructor Start an hour early without counting as attendance', async () => {
    const [session] = await schedule({
      title: 'Early start',
      starts_at: '2026-12-03T20:00:00+06:00',
    });
    clock.set('2026-12-03T13:00:00Z');
    const start = await joinAs(instructor, session!.id);
    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toBe(MEETING_URL);
    expect(await attendance(session!.id, instructor.id)).toHaveLength(0);
    clock.set('2026-12-03T12:59:00Z');
    expect((await joinAs(instructor, session!.id)).headers.location).toContain('join=not_open');
  });

  it('refuses strangers, learners of another course, forged ids and spent tickets', async () => {
    const [session] = await schedule({ title: 'Guarded', starts_at: '2026-12-01T16:30:00+06:00' });
    clock.set('2026-12-01T10:25:00Z');
    for (const user of [stranger, otherLearner, otherInstructor]) {
      expect(
        (await call(user, 'POST', `/api/live-classes/${session!.id}/join-ticket/`)).statusCode,
      ).toBe(403);
    }
    // A ticket of someone not enrolled, spent on the join route directly: an event-stream
    // ticket is not a join ticket, so it opens nothing.
    const ticket = await call(stranger, 'POST', '/api/events/ticket/');
    const direct = await testApp.app.inject({
      method: 'GET',
      url: `/api/live-classes/${session!.id}/join/?ticket=${ticket.json().ticket}`,
    });
    answers.push(direct);
    expect(direct.headers.location).toBe(`/live-classes/${session!.id}?join=expired`);
    expect(await attendance(session!.id, stranger.id)).toHaveLength(0);

    const forged = await call(learner, 'POST', '/api/live-classes/876543/join-ticket/');
    expect(forged.statusCode).toBe(404);
    const noTicket = await testApp.app.inject({
      method: 'GET',
      url: `/api/live-classes/${session!.id}/join/`,
    });
    answers.push(noTicket);
    expect(noTicket.headers.location).toBe(`/live-classes/${session!.id}?join=expired`);

    const issued = await call(learner, 'POST', `/api/live-classes/${session!.id}/join-ticket/`);
    const url = issued.json().join_url as string;
    expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(302);
    const replay = await testApp.app.inject({ method: 'GET', url });
    answers.push(replay);
    expect(replay.headers.location).toBe(`/live-classes/${session!.id}?join=expired`);
  });
});

describe('join tickets carry their purpose and class', () => {
  it('opens a class only with a join ticket issued for that class', async () => {
    const [first] = await schedule({ title: 'First', starts_at: '2026-12-01T16:30:00+06:00' });
    const [second] = await schedule({ title: 'Second', starts_at: '2026-12-01T16:35:00+06:00' });
    clock.set('2026-12-01T10:25:00Z');
    const join = (id: number, ticket: string) =>
      testApp.app.inject({
        method: 'GET',
        url: `/api/live-classes/${id}/join/?ticket=${encodeURIComponent(ticket)}`,
      });

    // The enrolled learner's event-stream ticket does not open the class.
    const stream = (await call(learner, 'POST', '/api/events/ticket/')).json().ticket as string;
    const withStream = await join(first!.id, stream);
    answers.push(withStream);
    expect(withStream.headers.location).toBe(`/live-classes/${first!.id}?join=expired`);
    expect(await attendance(first!.id, learner.id)).toHaveLength(0);

    // A join ticket for the first class does not open the second, nor the event stream.
    const issued = await call(learner, 'POST', `/api/live-classes/${first!.id}/join-ticket/`);
    const ticket = new URL(issued.json().join_url, 'http://x').searchParams.get('ticket')!;
    const elsewhere = await join(second!.id, ticket);
    answers.push(elsewhere);
    expect(elsewhere.headers.location).toBe(`/live-classes/${second!.id}?join=expired`);
    expect(await attendance(second!.id, learner.id)).toHaveLength(0);
    const streamed = await testApp.app.inject({
      method: 'GET',
      url: `/api/events/?ticket=${encodeURIComponent(ticket)}`,
    });
    expect(streamed.statusCode).toBe(401);

    // Refused for the wrong class, it was not spent: it still opens its own.
    const own = await join(first!.id, ticket);
    answers.push(own);
    expect(own.statusCode).toBe(302);
    expect(own.headers.location).toBe(MEETING_URL);
    expect(await attendance(first!.id, learner.id)).toHaveLength(1);
  });
});

describe('editing and cancelling', () => {
  it('moves one session, notifies and mails learners in their language', async () => {
    const [session] = await schedule({ title: 'Movable' });
    // Mails of earlier tests' changes go first.
    await testApp.app.jobs.runQueued();
    mailer.sent.length = 0;
    const moved = await call(instructor, 'PUT', `/api/live-classes/${session!.id}/`, {
      ...draft({ title: 'Movable' }),
      meeting_url: '',
      starts_at: '2026-12-06T21:00:00+06:00',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().results[0].starts_at).toBe('2026-12-06T15:00:00.000Z');
    await testApp.app.jobs.runQueued();
    expect(mailer.sent).toHaveLength(2);
    const english = mailer.sent.find((mail) => mail.to === learner.email)!;
    expect(english.subject).toBe('Live class moved in Clinical ML: Movable');
    expect(english.text).toContain('6 December 2026');
    expect(english.text).toContain('21:00 (Bangladesh time)');
    const bangla = mailer.sent.find((mail) => mail.to === bnLearner.email)!;
    expect(bangla.subject).toBe('Clinical ML-এর লাইভ ক্লাসের সময় বদলেছে: Movable');
    expect(bangla.text).toContain('২০২৬');
    // The stored link was kept.
    const [row] = await testApp.app.db
      .select()
      .from(liveClasses)
      .where(eq(liveClasses.id, session!.id));
    expect(row!.meetingUrl).toBe(MEETING_URL);
  });

  it('edits a series from one session onwards and leaves earlier ones alone', async () => {
    const sessions = await schedule({ title: 'Series', weekly_count: 4 });
    const third = sessions[2]!;
    const response = await call(instructor, 'PUT', `/api/live-classes/${third.id}/`, {
      ...draft({ title: 'Series (new room)' }),
      starts_at: '2026-12-19T21:30:00+06:00',
      meeting_url: 'https://zoom.us/j/123456789',
      scope: 'following',
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = await testApp.app.db
      .select()
      .from(liveClasses)
      .where(eq(liveClasses.seriesId, third.series_id!))
      .orderBy(liveClasses.startsAt);
    expect(rows.map((row) => [row.title, row.startsAt.toISOString(), row.meetingUrl])).toEqual([
      ['Series', '2026-12-05T14:30:00.000Z', MEETING_URL],
      ['Series', '2026-12-12T14:30:00.000Z', MEETING_URL],
      ['Series (new room)', '2026-12-19T15:30:00.000Z', 'https://zoom.us/j/123456789'],
      ['Series (new room)', '2026-12-26T15:30:00.000Z', 'https://zoom.us/j/123456789'],
    ]);
    expect(JSON.stringify(response.json())).not.toContain('123456789');
  });

  it('refuses a move into the past, a bad link or a long duration and changes nothing', async () => {
    const [session] = await schedule({ title: 'Fixed' });
    for (const [overrides, field] of [
      [{ starts_at: '2026-11-30T10:00:00+06:00' }, 'starts_at'],
      [{ meeting_url: 'ftp://x.example.org' }, 'meeting_url'],
      [{ duration_minutes: 600 }, 'duration_minutes'],
    ] as const) {
      const response = await call(
        instructor,
        'PUT',
        `/api/live-classes/${session!.id}/`,
        draft({ title: 'Changed', ...overrides }),
      );
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toEqual([field]);
    }
    const [row] = await testApp.app.db
      .select()
      .from(liveClasses)
      .where(eq(liveClasses.id, session!.id));
    expect(row!.title).toBe('Fixed');
    for (const user of [learner, stranger, otherInstructor]) {
      expect(
        (await call(user, 'PUT', `/api/live-classes/${session!.id}/`, draft())).statusCode,
      ).toBe(403);
      expect(
        (await call(user, 'POST', `/api/live-classes/${session!.id}/cancel/`, {})).statusCode,
      ).toBe(403);
    }
    expect((await call(instructor, 'PUT', '/api/live-classes/765432/', draft())).statusCode).toBe(
      404,
    );
  });

  it('cancels the rest of a series, tells learners, and a cancelled class cannot be joined', async () => {
    const sessions = await schedule({ title: 'Cancelled series', weekly_count: 3 });
    // Mails of earlier tests' changes go first.
    await testApp.app.jobs.runQueued();
    mailer.sent.length = 0;
    const response = await call(admin, 'POST', `/api/live-classes/${sessions[1]!.id}/cancel/`, {
      scope: 'following',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().results.map((s: { status: string }) => s.status)).toEqual([
      'cancelled',
      'cancelled',
    ]);
    await testApp.app.jobs.runQueued();
    expect(mailer.sent).toHaveLength(2);
    expect(mailer.sent.find((mail) => mail.to === learner.email)!.subject).toBe(
      'Live class cancelled in Clinical ML: Cancelled series',
    );
    clock.set('2026-12-12T14:20:00Z');
    expect((await joinAs(learner, sessions[1]!.id)).headers.location).toContain('join=cancelled');
    expect(
      (await call(instructor, 'PUT', `/api/live-classes/${sessions[1]!.id}/`, draft())).json(),
    ).toEqual({
      non_field_errors: ['This live class was cancelled.'],
    });
  });
});
