import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { courses } from '../../db/schema/catalogue.ts';
import { notifications } from '../../db/schema/community.ts';
import { courseModules } from '../../db/schema/course-content.ts';
import { liveClassAttendance, liveClasses } from '../../db/schema/live-classes.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createCourse, createUser, enrolIn } from '../../test/factories.ts';
import { sendDueReminders } from './live-class-reminders.ts';
import {
  createCapturingMailer,
  createTestClock,
  MEETING_SECRETS,
  MEETING_URL,
  reminderDeps,
} from './live-classes-test-helpers.ts';

type User = Awaited<ReturnType<typeof createUser>>;

const clock = createTestClock('2026-12-01T10:00:00Z');
const mailer = createCapturingMailer();
let testApp: TestApp;
let instructor: User;
let otherInstructor: User;
let admin: User;
let learner: User;
let lateLearner: User;
let otherLearner: User;
let stranger: User;
let courseId: number;
let otherCourseId: number;
const bodies: string[] = [];
/** Every statement the app sends, for the lists' query counts. */
const queries: string[] = [];

beforeAll(async () => {
  testApp = await createTestApp({
    services: { clock, mailTransport: mailer },
    onQuery: (query) => queries.push(query),
  });
  const { db } = testApp.app;
  instructor = await createUser(db, { role: 'instructor', firstName: 'Imran' });
  otherInstructor = await createUser(db, { role: 'instructor' });
  admin = await createUser(db, { role: 'admin' });
  learner = await createUser(db, { firstName: 'Asha', lastName: 'Khan' });
  lateLearner = await createUser(db, { firstName: 'Bilal', lastName: 'Roy' });
  otherLearner = await createUser(db);
  stranger = await createUser(db);
  courseId = (await createCourse(db, { instructorId: instructor.id, title: 'Clinical ML' })).id;
  otherCourseId = (await createCourse(db, { instructorId: otherInstructor.id })).id;
  await enrolIn(db, learner.id, courseId);
  await enrolIn(db, lateLearner.id, courseId);
  await enrolIn(db, otherLearner.id, otherCourseId);
});
afterAll(async () => {
  for (const body of bodies)
    for (const secret of MEETING_SECRETS) expect(body).not.toContain(secret);
  await testApp.close();
});
beforeEach(async () => {
  clock.set('2026-12-01T10:00:00Z');
  mailer.sent.length = 0;
  await testApp.app.db.delete(liveClasses);
  await testApp.app.db.delete(notifications);
});

async function call(user: User | null, method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await testApp.app.inject({
    method,
    url,
    headers: user ? await authHeader(testApp.app, user) : {},
    ...(payload ? { payload } : {}),
  });
  bodies.push(response.body);
  return response;
}

/** Schedules a 60-minute class at `startsAt` (the clock is set back before it) for the course. */
async function held(startsAt: string, title = 'Reading a ROC curve', course = courseId) {
  const now = clock.now().toISOString();
  clock.set('2026-11-20T00:00:00Z');
  const owner = course === courseId ? instructor : otherInstructor;
  const response = await call(owner, 'POST', `/api/courses/${course}/live-classes/`, {
    title,
    starts_at: startsAt,
    duration_minutes: 60,
    meeting_url: MEETING_URL,
  });
  clock.set(now);
  expect(response.statusCode).toBe(201);
  return response.json<{ results: { id: number }[] }>().results[0]!.id;
}

const VIDEO = 'https://videos.example.org/roc-curve-recording';

describe('attaching a recording', () => {
  it('turns it into a lesson of a Live class recordings module and tells the learners', async () => {
    const id = await held('2026-12-01T08:00:00Z');
    await testApp.app.jobs.runQueued();
    mailer.sent.length = 0;
    const response = await call(instructor, 'POST', `/api/live-classes/${id}/recording/`, {
      video_link: VIDEO,
    });
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer.live_class).toMatchObject({ id, recording_lesson_id: answer.lesson_id });
    const [module] = await testApp.app.db
      .select()
      .from(courseModules)
      .where(eq(courseModules.id, answer.module_id));
    expect(module).toMatchObject({ courseId, title: 'Live class recordings' });

    const course = await call(learner, 'GET', `/api/enrolled-course/${courseId}/`);
    const modules = course.json().modules as {
      module_id: number;
      lessons: { lesson_id: number; lesson_title: string; videos: { video_link: string }[] }[];
    }[];
    const lesson = modules
      .find((one) => one.module_id === answer.module_id)!
      .lessons.find((one) => one.lesson_id === answer.lesson_id)!;
    expect(lesson).toMatchObject({
      lesson_title: 'Reading a ROC curve',
      videos: [expect.objectContaining({ video_link: VIDEO })],
    });
    const [counters] = await testApp.app.db
      .select({ lessons: courses.lessonsCount, minutes: courses.totalMinutes })
      .from(courses)
      .where(eq(courses.id, courseId));
    expect(counters).toMatchObject({ lessons: 1, minutes: 60 });

    await testApp.app.jobs.runQueued();
    const notices = await testApp.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, learner.id));
    expect(notices.map((notice) => notice.message)).toContain(
      'Recording available in Clinical ML: Reading a ROC curve',
    );
    expect(mailer.sent.map((mail) => [mail.to, mail.subject]).sort()).toEqual(
      [
        [learner.email, 'Recording available in Clinical ML: Reading a ROC curve'],
        [lateLearner.email, 'Recording available in Clinical ML: Reading a ROC curve'],
      ].sort(),
    );

    // The next recording goes into the same module, after the first; a chosen module is honoured.
    const second = await held('2026-12-01T06:00:00Z', 'Calibration');
    const again = await call(admin, 'POST', `/api/live-classes/${second}/recording/`, {
      video_link: VIDEO + '-2',
      title: 'Calibration (recording)',
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().module_id).toBe(answer.module_id);
    const third = await held('2026-12-01T04:00:00Z', 'Drift');
    const chosen = await call(instructor, 'POST', `/api/live-classes/${third}/recording/`, {
      video_link: VIDEO + '-3',
      module_id: answer.module_id,
    });
    expect(chosen.statusCode).toBe(201);
  });

  it('is refused to a stranger, a learner, another instructor, for a forged id or too early', async () => {
    const id = await held('2026-12-01T08:00:00Z');
    const url = `/api/live-classes/${id}/recording/`;
    const body = { video_link: VIDEO };
    expect((await call(null, 'POST', url, body)).statusCode).toBe(401);
    for (const user of [stranger, otherLearner, otherInstructor]) {
      const refused = await call(user, 'POST', url, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: 'You are not enrolled in this course.' });
    }
    const byLearner = await call(learner, 'POST', url, body);
    expect(byLearner.statusCode).toBe(403);
    expect(byLearner.json()).toEqual({
      detail: 'Only the instructor of this course can manage its live classes.',
    });
    expect(
      (await call(instructor, 'POST', '/api/live-classes/987654/recording/', body)).statusCode,
    ).toBe(404);
    const coming = await held('2026-12-01T09:30:00Z', 'Still running');
    const early = await call(instructor, 'POST', `/api/live-classes/${coming}/recording/`, body);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({
      non_field_errors: ['A recording can be attached once the live class has ended.'],
    });
    const [row] = await testApp.app.db.select().from(liveClasses).where(eq(liveClasses.id, id));
    expect(row!.recordingLessonId).toBeNull();
  });

  it('checks the link and the module, and refuses a second recording', async () => {
    const id = await held('2026-12-01T08:00:00Z');
    const url = `/api/live-classes/${id}/recording/`;
    const badLink = await call(instructor, 'POST', url, { video_link: 'not a link' });
    expect(badLink.statusCode).toBe(400);
    expect(badLink.json()).toEqual({ video_link: ['Enter a valid URL.'] });
    const otherModule = await testApp.app.db
      .insert(courseModules)
      .values({ courseId: otherCourseId, title: 'Elsewhere', position: 1 })
      .returning();
    const wrongModule = await call(instructor, 'POST', url, {
      video_link: VIDEO,
      module_id: otherModule[0]!.id,
    });
    expect(wrongModule.statusCode).toBe(400);
    expect(wrongModule.json()).toEqual({ module_id: ['Choose a module of this course.'] });
    expect((await call(instructor, 'POST', url, { video_link: VIDEO })).statusCode).toBe(201);
    const twice = await call(instructor, 'POST', url, { video_link: VIDEO });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({
      non_field_errors: ['This live class already has its recording.'],
    });
  });
});

describe('overdue recordings', () => {
  it('mails the instructor once 20 hours after the end, and lists it to staff after 24', async () => {
    const late = await held('2026-12-01T08:00:00Z', 'Late one');
    const done = await held('2026-12-01T07:00:00Z', 'Recorded one');
    await call(instructor, 'POST', `/api/live-classes/${done}/recording/`, { video_link: VIDEO });
    await testApp.app.jobs.runQueued();
    mailer.sent.length = 0;
    const sweep = () => sendDueReminders(reminderDeps(testApp.app), clock.now());

    clock.set('2026-12-02T04:30:00Z');
    await sweep();
    await testApp.app.jobs.runQueued();
    expect(mailer.sent).toEqual([]);
    clock.set('2026-12-02T05:01:00Z');
    await Promise.all([sweep(), sweep()]);
    await sweep();
    await testApp.app.jobs.runQueued();
    expect(mailer.sent.map((mail) => [mail.to, mail.subject])).toEqual([
      [instructor.email, 'Recording due soon: Late one (Clinical ML)'],
    ]);
    expect(mailer.sent[0]!.text).toContain('by Wednesday, 2 December 2026 at 15:00');

    const notYet = await call(admin, 'GET', '/api/admin/live-classes/overdue-recordings/');
    expect(notYet.json().count).toBe(0);
    clock.set('2026-12-02T09:30:00Z');
    const overdue = await call(admin, 'GET', '/api/admin/live-classes/overdue-recordings/');
    expect(overdue.statusCode).toBe(200);
    expect(overdue.json()).toMatchObject({
      count: 1,
      results: [
        {
          id: late,
          course_id: courseId,
          course_title: 'Clinical ML',
          title: 'Late one',
          ends_at: '2026-12-01T09:00:00.000Z',
          due_at: '2026-12-02T09:00:00.000Z',
          attendee_count: 0,
        },
      ],
    });
    expect(overdue.json().results[0].instructor_name).toMatch(/^Imran /);
    for (const user of [instructor, learner]) {
      expect(
        (await call(user, 'GET', '/api/admin/live-classes/overdue-recordings/')).statusCode,
      ).toBe(403);
    }
    const past = await call(instructor, 'GET', `/api/courses/${courseId}/live-classes/past/`);
    expect(
      past
        .json()
        .results.map((one: { title: string; recording_overdue: boolean }) => [
          one.title,
          one.recording_overdue,
        ]),
    ).toEqual([
      ['Late one', true],
      ['Recorded one', false],
    ]);
    // The overdue mark and the due time are staff's business: a learner is never sent them.
    const seen = await call(learner, 'GET', `/api/courses/${courseId}/live-classes/past/`);
    expect(
      seen
        .json()
        .results.map((one: Record<string, unknown>) => [
          one.title,
          one.recording_overdue,
          one.recording_due_at,
        ]),
    ).toEqual([
      ['Late one', null, null],
      ['Recorded one', null, null],
    ]);
  });
});

describe('attendance', () => {
  it('shows the instructor who joined and each rate, and a learner their own', async () => {
    const first = await held('2026-12-01T06:00:00Z', 'First');
    const second = await held('2026-12-01T08:00:00Z', 'Second');
    const cancelled = await held('2026-12-01T12:00:00Z', 'Cancelled');
    await call(instructor, 'POST', `/api/live-classes/${cancelled}/cancel/`, { scope: 'one' });
    await testApp.app.db.insert(liveClassAttendance).values([
      { liveClassId: first, userId: learner.id, joinedAt: new Date('2026-12-01T05:50:00Z') },
      { liveClassId: second, userId: learner.id, joinedAt: new Date('2026-12-01T08:05:00Z') },
      { liveClassId: second, userId: lateLearner.id, joinedAt: new Date('2026-12-01T08:20:00Z') },
    ]);
    clock.set('2026-12-01T14:00:00Z');

    const who = await call(instructor, 'GET', `/api/live-classes/${second}/attendance/`);
    expect(who.statusCode).toBe(200);
    expect(who.json()).toMatchObject({
      count: 2,
      joined: 2,
      results: [
        { user_id: learner.id, name: 'Asha Khan', joined_at: '2026-12-01T08:05:00.000Z' },
        { user_id: lateLearner.id, name: 'Bilal Roy', joined_at: '2026-12-01T08:20:00.000Z' },
      ],
    });
    const firstOnly = await call(admin, 'GET', `/api/live-classes/${first}/attendance/`);
    expect(firstOnly.json()).toMatchObject({
      joined: 1,
      results: [{ user_id: learner.id }, { user_id: lateLearner.id, joined_at: null }],
    });

    const rates = await call(
      instructor,
      'GET',
      `/api/courses/${courseId}/live-classes/attendance/`,
    );
    expect(rates.statusCode).toBe(200);
    expect(rates.json()).toMatchObject({
      count: 2,
      held: 2,
      results: [
        { user_id: lateLearner.id, attended: 1, held: 2, rate: 50 },
        { user_id: learner.id, attended: 2, held: 2, rate: 100 },
      ],
    });

    const mine = await call(lateLearner, 'GET', `/api/courses/${courseId}/live-classes/past/`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      count: 3,
      can_manage: false,
      my_attendance: { attended: 1, held: 2 },
    });
    expect(
      mine
        .json()
        .results.map((one: { title: string; attended: boolean; attendee_count: null }) => [
          one.title,
          one.attended,
          one.attendee_count,
        ]),
    ).toEqual([
      ['Cancelled', false, null],
      ['Second', true, null],
      ['First', false, null],
    ]);
    const managed = await call(instructor, 'GET', `/api/courses/${courseId}/live-classes/past/`);
    expect(
      managed.json().results.map((one: { attendee_count: number }) => one.attendee_count),
    ).toEqual([0, 2, 1]);

    for (const user of [learner, stranger, otherInstructor, otherLearner]) {
      expect((await call(user, 'GET', `/api/live-classes/${second}/attendance/`)).statusCode).toBe(
        403,
      );
      expect(
        (await call(user, 'GET', `/api/courses/${courseId}/live-classes/attendance/`)).statusCode,
      ).toBe(403);
    }
    for (const user of [stranger, otherLearner]) {
      expect(
        (await call(user, 'GET', `/api/courses/${courseId}/live-classes/past/`)).statusCode,
      ).toBe(403);
    }
    expect((await call(instructor, 'GET', '/api/live-classes/987654/attendance/')).statusCode).toBe(
      404,
    );
  });
});

describe('the lists', () => {
  /** The statements one call sends. */
  async function statementsOf(user: User, url: string) {
    queries.length = 0;
    const response = await call(user, 'GET', url);
    expect(response.statusCode).toBe(200);
    return queries.length;
  }

  it('each read in one statement, however many classes and learners they hold', async () => {
    const first = await held('2026-12-01T06:00:00Z', 'First');
    clock.set('2026-12-03T10:00:00Z');
    const urls = [
      `/api/courses/${courseId}/live-classes/past/`,
      `/api/live-classes/${first}/attendance/`,
      `/api/courses/${courseId}/live-classes/attendance/`,
    ];
    const before = [];
    for (const url of urls) before.push(await statementsOf(instructor, url));
    const staffBefore = await statementsOf(admin, '/api/admin/live-classes/overdue-recordings/');

    // More classes, more joins and more learners: the same number of statements.
    const second = await held('2026-12-01T08:00:00Z', 'Second');
    await held('2026-12-01T09:00:00Z', 'Third');
    const extra = await createUser(testApp.app.db);
    await enrolIn(testApp.app.db, extra.id, courseId);
    await testApp.app.db.insert(liveClassAttendance).values([
      { liveClassId: first, userId: learner.id, joinedAt: new Date('2026-12-01T06:01:00Z') },
      { liveClassId: first, userId: extra.id, joinedAt: new Date('2026-12-01T06:02:00Z') },
      { liveClassId: second, userId: extra.id, joinedAt: new Date('2026-12-01T08:02:00Z') },
    ]);
    clock.set('2026-12-03T10:00:00Z');
    for (const [index, url] of urls.entries()) {
      expect(await statementsOf(instructor, url)).toBe(before[index]);
    }
    expect(await statementsOf(admin, '/api/admin/live-classes/overdue-recordings/')).toBe(
      staffBefore,
    );
    // The list itself is one of them: the only statement reading the attendance rows.
    queries.length = 0;
    await call(instructor, 'GET', urls[2]!);
    expect(queries.filter((query) => query.includes('live_class_attendance'))).toHaveLength(1);
  });
});
