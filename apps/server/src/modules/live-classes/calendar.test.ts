import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createCourse, createUser, enrolIn } from '../../test/factories.ts';
import { foldLine } from './calendar-ics.ts';
import {
  createCapturingMailer,
  createTestClock,
  MEETING_SECRETS,
  MEETING_URL,
} from './live-classes-test-helpers.ts';

type User = Awaited<ReturnType<typeof createUser>>;
type Property = { name: string; params: string; value: string };

/** Parses an iCalendar text back: unfolds lines, then reads each VEVENT's properties. */
function parseIcs(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  const calendar: Record<string, string> = {};
  for (const line of lines) {
    const match = /^([A-Z-]+)((?:;[^:]*)?):(.*)$/.exec(line);
    expect(match, line).not.toBeNull();
    const property: Property = { name: match![1]!, params: match![2]!, value: match![3]! };
    if (property.name === 'BEGIN' && property.value === 'VEVENT') current = {};
    else if (property.name === 'END' && property.value === 'VEVENT') {
      events.push(current!);
      current = null;
    } else (current ?? calendar)[property.name] = property.value;
  }
  return { calendar, events };
}

const unescape = (value: string) => value.replace(/\\n/g, '\n').replace(/\\([\\;,])/g, '$1');

/** 20261205T143000Z → the instant it names. */
const fromUtcStamp = (stamp: string) =>
  new Date(stamp.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));

const clock = createTestClock('2026-12-01T10:00:00Z');
let testApp: TestApp;
let instructor: User;
let learner: User;
let stranger: User;
let courseId: number;
let classIds: number[];

beforeAll(async () => {
  testApp = await createTestApp({ services: { clock, mailTransport: createCapturingMailer() } });
  const { db } = testApp.app;
  instructor = await createUser(db, { role: 'instructor' });
  learner = await createUser(db);
  stranger = await createUser(db);
  courseId = (await createCourse(db, { instructorId: instructor.id, title: 'Stats, R; and you' }))
    .id;
  const otherCourse = (await createCourse(db, { instructorId: instructor.id })).id;
  await enrolIn(db, learner.id, courseId);
  const headers = await authHeader(testApp.app, instructor);
  const scheduled = await testApp.app.inject({
    method: 'POST',
    url: `/api/courses/${courseId}/live-classes/`,
    headers,
    payload: {
      title: 'Regression, part 1; questions welcome',
      description: 'Line one\nLine two',
      starts_at: '2026-12-05T20:30:00+06:00',
      duration_minutes: 90,
      meeting_url: MEETING_URL,
      weekly_count: 3,
    },
  });
  classIds = scheduled.json().results.map((row: { id: number }) => row.id);
  await testApp.app.inject({
    method: 'POST',
    url: `/api/live-classes/${classIds[2]}/cancel/`,
    headers,
    payload: {},
  });
  await testApp.app.inject({
    method: 'POST',
    url: `/api/courses/${otherCourse}/live-classes/`,
    headers,
    payload: {
      title: 'Not in the learner feed',
      starts_at: '2026-12-06T20:30:00+06:00',
      duration_minutes: 60,
      meeting_url: MEETING_URL,
    },
  });
});
afterAll(() => testApp.close());

async function get(url: string, user: User | null) {
  const response = await testApp.app.inject({
    method: 'GET',
    url,
    headers: user ? await authHeader(testApp.app, user) : {},
  });
  for (const secret of MEETING_SECRETS) expect(response.body).not.toContain(secret);
  return response;
}

describe('GET /api/live-classes/{id}/calendar.ics', () => {
  it('downloads one class whose times parse back to the class in UTC', async () => {
    const response = await get(`/api/live-classes/${classIds[0]}/calendar.ics`, learner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="live-class-${classIds[0]}.ics"`,
    );
    const { calendar, events } = parseIcs(response.body);
    expect(calendar.VERSION).toBe('2.0');
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(fromUtcStamp(event!.DTSTART!).toISOString()).toBe('2026-12-05T14:30:00.000Z');
    expect(fromUtcStamp(event!.DTEND!).toISOString()).toBe('2026-12-05T16:00:00.000Z');
    expect(unescape(event!.SUMMARY!)).toBe('Regression, part 1; questions welcome');
    expect(unescape(event!.DESCRIPTION!)).toContain('Line one\nLine two');
    expect(event!.URL).toBe(`${testApp.config.publicUrl}/live-classes/${classIds[0]}`);
    expect(event!.STATUS).toBe('CONFIRMED');
  });

  it('is refused to strangers, visitors and for forged ids', async () => {
    expect((await get(`/api/live-classes/${classIds[0]}/calendar.ics`, stranger)).statusCode).toBe(
      403,
    );
    expect((await get(`/api/live-classes/${classIds[0]}/calendar.ics`, null)).statusCode).toBe(401);
    expect((await get('/api/live-classes/999999/calendar.ics', learner)).statusCode).toBe(404);
  });
});

describe('private calendar feed', () => {
  it('serves every class of the learner courses behind a secret token, until revoked', async () => {
    const headers = await authHeader(testApp.app, learner);
    expect((await get('/api/calendar-feed/', learner)).json()).toEqual({ created_at: null });
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/calendar-feed/',
      headers,
    });
    expect(created.statusCode).toBe(200);
    const url = new URL(created.json().url as string);
    expect(url.pathname).toMatch(/^\/api\/calendar-feeds\/[\w-]{43}\/live-classes\.ics$/);
    expect((await get('/api/calendar-feed/', learner)).json().created_at).not.toBeNull();

    const feed = await get(url.pathname, null);
    expect(feed.statusCode).toBe(200);
    const { events } = parseIcs(feed.body);
    expect(events.map((event) => [unescape(event.SUMMARY!), event.STATUS])).toEqual([
      ['Regression, part 1; questions welcome', 'CONFIRMED'],
      ['Regression, part 1; questions welcome', 'CONFIRMED'],
      ['Regression, part 1; questions welcome', 'CANCELLED'],
    ]);
    expect(new Set(events.map((event) => event.UID)).size).toBe(3);
    expect(fromUtcStamp(events[1]!.DTSTART!).toISOString()).toBe('2026-12-12T14:30:00.000Z');

    // A new address revokes the old one; deleting revokes the feed.
    const renewed = await testApp.app.inject({
      method: 'POST',
      url: '/api/calendar-feed/',
      headers,
    });
    expect((await get(url.pathname, null)).statusCode).toBe(404);
    const renewedPath = new URL(renewed.json().url as string).pathname;
    expect((await get(renewedPath, null)).statusCode).toBe(200);
    const revoked = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/calendar-feed/',
      headers,
    });
    expect(revoked.statusCode).toBe(204);
    expect((await get(renewedPath, null)).statusCode).toBe(404);
    expect(
      (await get('/api/calendar-feeds/not-a-real-token-at-all-000/live-classes.ics', null))
        .statusCode,
    ).toBe(404);
  });
});

describe('foldLine', () => {
  it('keeps every line within 75 octets without splitting a Bangla character', () => {
    const line = `SUMMARY:${'লাইভ ক্লাস '.repeat(20)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n'))
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});
