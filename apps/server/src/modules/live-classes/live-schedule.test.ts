import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/schema/catalogue.ts';
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
let testApp: TestApp;
let instructor: User;
let learner: User;
let stranger: User;
let firstCourse: number;
let secondCourse: number;
let otherCourse: number;
const bodies: string[] = [];

beforeAll(async () => {
  testApp = await createTestApp({ services: { clock, mailTransport: createCapturingMailer() } });
  const { db } = testApp.app;
  instructor = await createUser(db, { role: 'instructor' });
  learner = await createUser(db);
  stranger = await createUser(db);
  firstCourse = (await createCourse(db, { instructorId: instructor.id, title: 'First' })).id;
  secondCourse = (await createCourse(db, { instructorId: instructor.id, title: 'Second' })).id;
  otherCourse = (await createCourse(db, { instructorId: instructor.id, title: 'Other' })).id;
  await enrolIn(db, learner.id, firstCourse);
  await enrolIn(db, learner.id, secondCourse);
  const schedule = async (courseId: number, title: string, startsAt: string, weekly = 1) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/courses/${courseId}/live-classes/`,
      headers: await authHeader(testApp.app, instructor),
      payload: {
        title,
        starts_at: startsAt,
        duration_minutes: 60,
        meeting_url: MEETING_URL,
        weekly_count: weekly,
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json().results as { id: number }[];
  };
  await schedule(secondCourse, 'Second course class', '2026-12-02T20:00:00+06:00');
  await schedule(firstCourse, 'First course series', '2026-12-03T20:00:00+06:00', 3);
  await schedule(otherCourse, 'Not followed', '2026-12-01T20:00:00+06:00');
  const [cancelled] = await schedule(firstCourse, 'Called off', '2026-12-01T21:00:00+06:00');
  await testApp.app.inject({
    method: 'POST',
    url: `/api/live-classes/${cancelled!.id}/cancel/`,
    headers: await authHeader(testApp.app, instructor),
    payload: {},
  });
});
afterAll(async () => {
  for (const body of bodies)
    for (const secret of MEETING_SECRETS) expect(body).not.toContain(secret);
  await testApp.close();
});

async function get(url: string, user: User | null) {
  const response = await testApp.app.inject({
    method: 'GET',
    url,
    headers: user ? await authHeader(testApp.app, user) : {},
  });
  bodies.push(response.body);
  return response;
}

describe('GET /api/live-classes/upcoming/', () => {
  it("lists the learner's coming classes across their courses, soonest first, a series once", async () => {
    const response = await get('/api/live-classes/upcoming/', learner);
    expect(response.statusCode).toBe(200);
    expect(response.json().now).toBe('2026-12-01T10:00:00.000Z');
    expect(
      response
        .json()
        .results.map(
          (row: {
            title: string;
            course_title: string;
            starts_at: string;
            more_in_series: number;
          }) => [row.course_title, row.title, row.starts_at, row.more_in_series],
        ),
    ).toEqual([
      ['Second', 'Second course class', '2026-12-02T14:00:00.000Z', 0],
      // A weekly series is one entry: its next class, and how many more are to come.
      ['First', 'First course series', '2026-12-03T14:00:00.000Z', 2],
    ]);
    expect(response.json().results[0].can_manage).toBe(false);
  });

  it('lists an instructor the classes of the courses they teach, and a stranger none', async () => {
    const taught = await get('/api/live-classes/upcoming/', instructor);
    expect(taught.json().results).toHaveLength(3);
    expect(taught.json().results[0]).toMatchObject({ title: 'Not followed', can_manage: true });
    expect((await get('/api/live-classes/upcoming/', stranger)).json().results).toEqual([]);
    expect((await get('/api/live-classes/upcoming/', null)).statusCode).toBe(401);
  });
});

describe('GET /api/courses/{id}/live-schedule/', () => {
  it('gives visitors the times only', async () => {
    const response = await get(`/api/courses/${firstCourse}/live-schedule/`, null);
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toEqual([
      {
        starts_at: '2026-12-03T14:00:00.000Z',
        ends_at: '2026-12-03T15:00:00.000Z',
        duration_minutes: 60,
      },
      {
        starts_at: '2026-12-10T14:00:00.000Z',
        ends_at: '2026-12-10T15:00:00.000Z',
        duration_minutes: 60,
      },
      {
        starts_at: '2026-12-17T14:00:00.000Z',
        ends_at: '2026-12-17T15:00:00.000Z',
        duration_minutes: 60,
      },
    ]);
    expect(response.body).not.toContain('First course series');
  });

  it('answers 404 for a draft course and an unknown one', async () => {
    await testApp.app.db
      .update(courses)
      .set({ status: 'draft' })
      .where(eq(courses.id, otherCourse));
    expect((await get(`/api/courses/${otherCourse}/live-schedule/`, null)).statusCode).toBe(404);
    expect((await get('/api/courses/999999/live-schedule/', null)).statusCode).toBe(404);
  });
});
