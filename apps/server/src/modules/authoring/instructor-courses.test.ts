import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createCategory, createCourse, createUser } from '../../test/factories.ts';

type User = Awaited<ReturnType<typeof createUser>>;

let testApp: TestApp;
let instructor: User;
let otherInstructor: User;
let admin: User;
let learner: User;
const ownIds: number[] = [];
let otherId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.app;
  instructor = await createUser(db, { role: 'instructor', firstName: 'Nadia', lastName: 'Rahman' });
  otherInstructor = await createUser(db, { role: 'instructor' });
  admin = await createUser(db, { role: 'admin' });
  learner = await createUser(db);
  const category = await createCategory(db, { name: 'Neuroscience' });
  // Created a day apart so "newest first" is unambiguous.
  for (let day = 0; day < 14; day += 1) {
    const course = await createCourse(db, {
      instructorId: instructor.id,
      categoryId: category.id,
      title: `Course ${day}`,
      price: '1500.00',
      status: day === 13 ? 'draft' : 'published',
      studentsCount: day,
      createdAt: new Date(Date.UTC(2026, 0, 1 + day)),
    });
    ownIds.push(course.id);
  }
  otherId = (await createCourse(db, { instructorId: otherInstructor.id })).id;
});
afterAll(() => testApp.close());

async function list(user: User, query = '') {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/instructor-courses/${query}`,
    headers: await authHeader(testApp.app, user),
  });
}

describe('GET /api/instructor-courses/', () => {
  it("lists only the caller's own courses, newest first, with the list fields", async () => {
    const response = await list(instructor);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.map((c: { course_id: number }) => c.course_id)).toEqual([...ownIds].reverse());
    expect(body[0]).toEqual({
      course_id: ownIds[13],
      course_title: 'Course 13',
      description: 'A course created by a test.',
      price: '1500.00',
      category_id: expect.any(Number),
      category_name: 'Neuroscience',
      thumbnail: null,
      created_at: '2026-01-14T00:00:00.000Z',
      updated_at: expect.any(String),
      instructor_name: 'Nadia Rahman',
      status: 'draft',
      total_students: 13,
      total_lessons: 0,
    });
  });

  it('pages with ?page= (12 a page by default)', async () => {
    const first = await list(instructor, '?page=1');
    expect(first.json()).toMatchObject({
      count: 14,
      next: '/api/instructor-courses/?page=2',
      previous: null,
    });
    expect(first.json().results).toHaveLength(12);
    const second = await list(instructor, '?page=2');
    expect(second.json().results.map((c: { course_id: number }) => c.course_id)).toEqual([
      ownIds[1],
      ownIds[0],
    ]);
  });

  it('shows staff every course', async () => {
    const body = (await list(admin)).json();
    expect(body.map((c: { course_id: number }) => c.course_id)).toEqual(
      expect.arrayContaining([...ownIds, otherId]),
    );
  });

  it('is refused to learners (403) and visitors (401)', async () => {
    expect((await list(learner)).statusCode).toBe(403);
    const visitor = await testApp.app.inject({ method: 'GET', url: '/api/instructor-courses/' });
    expect(visitor.statusCode).toBe(401);
  });
});
