import { paginationMessages } from '@academy/contract/pagination';
import type { ClassmatesPage, RosterPage } from '@academy/contract/people';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonProgress } from '../../db/schema/learning.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createUser, enrolIn } from '../../test/factories.ts';
import {
  createCourseWithLessons,
  injectAs,
  type TestUser,
} from '../learning/learning-test-helpers.ts';

let testApp: TestApp;
const queries: string[] = [];
let course: { id: number };
let instructor: TestUser;
let admin: TestUser;
let otherInstructor: TestUser;
let stranger: TestUser;
let amina: TestUser; // listed, two of four lessons done
let babul: TestUser; // not listed (the default)
let chaity: TestUser; // listed
let lessonIds: number[];

beforeAll(async () => {
  testApp = await createTestApp({ onQuery: (query) => queries.push(query) });
  const { db } = testApp.app;
  instructor = await createUser(db, { role: 'instructor' });
  admin = await createUser(db, { role: 'admin' });
  otherInstructor = await createUser(db, { role: 'instructor' });
  stranger = await createUser(db);
  ({ course, lessonIds } = await createCourseWithLessons(db, 4, { instructorId: instructor.id }));
  amina = await createUser(db, {
    firstName: 'Amina',
    lastName: 'Rahman',
    email: 'amina@example.com',
    listedInClass: true,
  });
  babul = await createUser(db, {
    firstName: 'Babul',
    lastName: 'Karim',
    email: 'babul@example.com',
  });
  chaity = await createUser(db, {
    firstName: 'চৈতী',
    lastName: 'সাহা',
    email: 'chaity@example.com',
    listedInClass: true,
  });
  for (const learner of [chaity, babul, amina]) await enrolIn(db, learner.id, course.id);
  await db.insert(lessonProgress).values([
    {
      userId: amina.id,
      lessonId: lessonIds[0]!,
      courseId: course.id,
      completedAt: new Date('2026-03-01T10:00:00Z'),
    },
    {
      userId: amina.id,
      lessonId: lessonIds[1]!,
      courseId: course.id,
      completedAt: new Date('2026-03-02T10:00:00Z'),
    },
  ]);
});
afterAll(() => testApp.close());

const rosterOf = (user: TestUser | null, query = '') =>
  injectAs(testApp.app, user, 'GET', `/api/courses/${course.id}/roster/${query}`);
const classmatesOf = (user: TestUser | null, query = '') =>
  injectAs(testApp.app, user, 'GET', `/api/courses/${course.id}/classmates/${query}`);

describe('GET /api/courses/{id}/roster/', () => {
  it('shows the course’s instructor every enrolled learner by name, with progress and activity', async () => {
    const response = await rosterOf(instructor);
    expect(response.statusCode).toBe(200);
    const body = response.json<RosterPage>();
    expect(body.count).toBe(3);
    expect(body.total_lessons).toBe(4);
    expect(body.results.map((row) => row.first_name)).toEqual(['Amina', 'Babul', 'চৈতী']);
    expect(body.results[0]).toEqual({
      user_id: amina.id,
      first_name: 'Amina',
      last_name: 'Rahman',
      profile_picture: null,
      email: 'amina@example.com',
      enrolled_at: expect.any(String),
      completed_lessons: 2,
      percentage: 50,
      last_activity_at: '2026-03-02T10:00:00.000Z',
    });
    expect(body.results[1]).toMatchObject({
      completed_lessons: 0,
      percentage: 0,
      last_activity_at: null,
    });
  });

  it('shows staff the same roster, and finds a learner by name or e-mail', async () => {
    const all = await rosterOf(admin);
    expect(all.statusCode).toBe(200);
    expect(all.json<RosterPage>().count).toBe(3);
    const byEmail = (await rosterOf(admin, '?search=BABUL@')).json<RosterPage>();
    expect(byEmail.results.map((row) => row.user_id)).toEqual([babul.id]);
    const byName = (await rosterOf(instructor, '?search=a%20rah')).json<RosterPage>();
    expect(byName.results.map((row) => row.user_id)).toEqual([amina.id]);
    // LIKE's wildcards are taken literally.
    expect((await rosterOf(instructor, '?search=%25')).json<RosterPage>().count).toBe(0);
  });

  it('refuses learners of the course, other instructors, strangers and visitors', async () => {
    for (const user of [amina, otherInstructor, stranger]) {
      const response = await rosterOf(user);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        detail: 'You do not have permission to perform this action.',
      });
    }
    expect((await rosterOf(null)).statusCode).toBe(401);
  });

  it('answers 404 for a course that does not exist and for an id that is not one', async () => {
    const missing = await injectAs(testApp.app, admin, 'GET', '/api/courses/999999/roster/');
    expect(missing.statusCode).toBe(404);
    const bad = await injectAs(testApp.app, admin, 'GET', '/api/courses/abc/roster/');
    expect(bad.statusCode).toBe(404);
    expect(bad.json()).toEqual({ detail: 'Not found.' });
  });

  it('pages by name and answers 404 past the last page', async () => {
    const second = (await rosterOf(instructor, '?page=2&page_size=2')).json<RosterPage>();
    expect(second.results.map((row) => row.user_id)).toEqual([chaity.id]);
    expect(second.previous).toBe(`/api/courses/${course.id}/roster/?page=1&page_size=2`);
    const past = await rosterOf(instructor, '?page=3&page_size=2');
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ detail: paginationMessages.pastTheLastPage });
    const long = await rosterOf(instructor, `?search=${'x'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
  });

  it('costs the same number of queries for 3 learners and for 30', async () => {
    const count = async () => {
      queries.length = 0;
      expect((await rosterOf(instructor)).statusCode).toBe(200);
      return queries.length;
    };
    const few = await count();
    for (let index = 0; index < 27; index += 1) {
      const learner = await createUser(testApp.app.db, { lastName: `Learner ${index}` });
      await enrolIn(testApp.app.db, learner.id, course.id);
    }
    expect(await count()).toBe(few);
    // The course and the reader's place in it, then the page with its count.
    expect(few).toBeLessThanOrEqual(3);
  });
});

describe('GET /api/courses/{id}/classmates/', () => {
  it('shows a learner only the classmates who chose to be listed: names and pictures', async () => {
    const response = await classmatesOf(babul);
    expect(response.statusCode).toBe(200);
    expect(response.json<ClassmatesPage>()).toEqual({
      count: 2,
      next: null,
      previous: null,
      results: [
        { user_id: amina.id, first_name: 'Amina', last_name: 'Rahman', profile_picture: null },
        { user_id: chaity.id, first_name: 'চৈতী', last_name: 'সাহা', profile_picture: null },
      ],
      you_are_listed: false,
    });
  });

  it('leaves the reader out of their own list and says they are listed', async () => {
    const body = (await classmatesOf(amina)).json<ClassmatesPage>();
    expect(body.results.map((row) => row.user_id)).toEqual([chaity.id]);
    expect(body.you_are_listed).toBe(true);
  });

  it('follows the profile setting: a learner who turns it off disappears from the list', async () => {
    const headers = await authHeader(testApp.app, chaity);
    const setListed = (listed: boolean) =>
      testApp.app.inject({
        method: 'PUT',
        url: '/api/accounts/update/',
        headers,
        payload: { first_name: 'চৈতী', last_name: 'সাহা', listed_in_class: listed },
      });
    const off = await setListed(false);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ listed_in_class: false });
    const listedIds = async () =>
      (await classmatesOf(babul)).json<ClassmatesPage>().results.map((row) => row.user_id);
    expect(await listedIds()).toEqual([amina.id]);
    expect((await setListed(true)).json()).toMatchObject({ listed_in_class: true });
    expect(await listedIds()).toEqual([amina.id, chaity.id]);
  });

  it('is open to the course’s instructor and staff, closed to strangers and other instructors', async () => {
    expect((await classmatesOf(instructor)).statusCode).toBe(200);
    expect((await classmatesOf(admin)).statusCode).toBe(200);
    for (const user of [stranger, otherInstructor]) {
      const response = await classmatesOf(user);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: 'You are not enrolled in this course.' });
    }
    expect((await classmatesOf(null)).statusCode).toBe(401);
  });

  it('says whether a reader with no classmates is listed, on an empty first page', async () => {
    const alone = await createUser(testApp.app.db, { listedInClass: true });
    const { course: quiet } = await createCourseWithLessons(testApp.app.db, 1, {
      instructorId: instructor.id,
    });
    await enrolIn(testApp.app.db, alone.id, quiet.id);
    const response = await injectAs(
      testApp.app,
      alone,
      'GET',
      `/api/courses/${quiet.id}/classmates/`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
      you_are_listed: true,
    });
  });

  it('reads the page and the reader’s own listing in as many queries for 2 classmates as for 30', async () => {
    const count = async () => {
      queries.length = 0;
      const response = await classmatesOf(babul);
      expect(response.statusCode).toBe(200);
      expect(response.json<ClassmatesPage>().you_are_listed).toBe(false);
      return queries.length;
    };
    const few = await count();
    for (let index = 0; index < 28; index += 1) {
      const learner = await createUser(testApp.app.db, {
        lastName: `Classmate ${index}`,
        listedInClass: true,
      });
      await enrolIn(testApp.app.db, learner.id, course.id);
    }
    expect(await count()).toBe(few);
    // The reader's account, the course and the reader's place in it, then the page with the
    // count and the reader's own listing.
    expect(few).toBeLessThanOrEqual(3);
  });
});
