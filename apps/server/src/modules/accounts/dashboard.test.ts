import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { enrollments } from '../../db/schema/enrolment.ts';
import { seedDemo } from '../../seed/seed-demo.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createCourse, createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { logInAs, uniqueEmail } from './accounts-test-helpers.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  await seedDemo(testApp.app.db);
});
afterAll(() => testApp.close());

async function dashboardOf(user: { id: number; role: 'learner' | 'instructor' | 'admin' }) {
  return testApp.app.inject({
    method: 'GET',
    url: '/api/accounts/dashboard/',
    headers: await authHeader(testApp.app, user),
  });
}

describe('GET /api/accounts/dashboard/', () => {
  it('answers the welcome, the user and the enrolments, newest first', async () => {
    const instructor = await createUser(testApp.app.db, {
      email: uniqueEmail('teacher'),
      role: 'instructor',
      firstName: 'Farhana',
      lastName: 'Akter',
    });
    const older = await createCourse(testApp.app.db, {
      title: 'Survival Analysis in R',
      instructorId: instructor.id,
      thumbnail: 'thumbnails/survival.webp',
    });
    const newer = await createCourse(testApp.app.db, { title: 'NLP for Clinical Notes' });
    const learner = await createUser(testApp.app.db, {
      email: uniqueEmail(),
      firstName: 'Imran',
      bio: null,
      profilePicture: 'avatars/imran.webp',
    });
    const [first] = await testApp.app.db
      .insert(enrollments)
      .values({
        userId: learner.id,
        courseId: older.id,
        source: 'payment',
        enrolledAt: new Date('2026-01-05T10:00:00Z'),
      })
      .returning();
    const [second] = await testApp.app.db
      .insert(enrollments)
      .values({
        userId: learner.id,
        courseId: newer.id,
        source: 'free',
        enrolledAt: new Date('2026-02-10T08:30:00Z'),
      })
      .returning();
    const [newerInstructor] = await testApp.app.db
      .select()
      .from(users)
      .where(eq(users.id, newer.instructorId));

    const response = await dashboardOf({ id: learner.id, role: 'learner' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      // Never signed in yet: a first visit.
      welcome_message: 'Welcome, Imran!',
      is_first_visit: true,
      user: {
        email: learner.email,
        role: 'learner',
        bio: null,
        profile_picture: '/media/avatars/imran.webp',
      },
      enrollments: [
        {
          enrollment_id: second!.id,
          course: {
            course_id: newer.id,
            course_title: 'NLP for Clinical Notes',
            instructor_name: `${newerInstructor!.firstName} ${newerInstructor!.lastName}`,
            thumbnail: null,
          },
          enrolled_at: '2026-02-10T08:30:00.000Z',
        },
        {
          enrollment_id: first!.id,
          course: {
            course_id: older.id,
            course_title: 'Survival Analysis in R',
            instructor_name: 'Farhana Akter',
            thumbnail: '/media/thumbnails/survival.webp',
          },
          enrolled_at: '2026-01-05T10:00:00.000Z',
        },
      ],
    });
  });

  it('shows the demo learner the three seeded enrolments and greets in Bangla when asked', async () => {
    const [learner] = await testApp.app.db.select().from(users).where(eq(users.id, 3));
    // Two earlier sign-ins: the learner is welcomed back.
    await logInAs(testApp.app, 'learner@academy.test', 'Academy#2026');
    await logInAs(testApp.app, 'learner@academy.test', 'Academy#2026');
    const response = await dashboardOf({ id: 3, role: 'learner' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.welcome_message).toBe(`Welcome back, ${learner!.firstName}!`);
    expect(body.user.email).toBe('learner@academy.test');
    expect(
      body.enrollments
        .map((item: { course: { course_id: number } }) => item.course.course_id)
        .sort(),
    ).toEqual([1, 3, 6]);
    const seeded = await testApp.app.db
      .select({ id: courses.id, title: courses.title })
      .from(courses)
      .where(inArray(courses.id, [1, 3, 6]));
    for (const item of body.enrollments) {
      const course = seeded.find((row) => row.id === item.course.course_id)!;
      expect(item.course.course_title).toBe(course.title);
    }
    const course1 = body.enrollments.find(
      (item: { course: { course_id: number } }) => item.course.course_id === 1,
    );
    expect(course1.course.instructor_name).toBe('Rafiqul Islam');

    await testApp.app.db.update(users).set({ language: 'bn' }).where(eq(users.id, 3));
    const bangla = (await dashboardOf({ id: 3, role: 'learner' })).json();
    expect(bangla.welcome_message).toBe(`আবার স্বাগতম, ${learner!.firstName}!`);
  });

  it('welcomes the first visit and welcomes back every later one, in the account language', async () => {
    const person = await createUser(testApp.app.db, {
      email: uniqueEmail('first'),
      firstName: 'Sadia',
    });
    const greeting = async (access: string) =>
      (
        await testApp.app.inject({
          method: 'GET',
          url: '/api/accounts/dashboard/',
          headers: { authorization: `Bearer ${access}` },
        })
      ).json().welcome_message;
    const first = await logInAs(testApp.app, person.email, TEST_PASSWORD);
    expect(await greeting(first.access)).toBe('Welcome, Sadia!');
    // The same visit keeps its welcome, also after the token is refreshed.
    const refreshed = await testApp.app.inject({
      method: 'POST',
      url: '/api/accounts/token/refresh/',
      payload: { refresh: first.refresh },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(await greeting(refreshed.json().access)).toBe('Welcome, Sadia!');
    const second = await logInAs(testApp.app, person.email, TEST_PASSWORD);
    expect(await greeting(second.access)).toBe('Welcome back, Sadia!');
    await testApp.app.db.update(users).set({ language: 'bn' }).where(eq(users.id, person.id));
    expect(await greeting(second.access)).toBe('আবার স্বাগতম, Sadia!');
  });

  it('answers an empty list for a user with no enrolments, and 401 without a token', async () => {
    const instructor = await createUser(testApp.app.db, {
      email: uniqueEmail(),
      role: 'instructor',
    });
    const response = await dashboardOf({ id: instructor.id, role: 'instructor' });
    expect(response.json()).toMatchObject({ user: { role: 'instructor' }, enrollments: [] });
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/accounts/dashboard/' });
    expect(anonymous.statusCode).toBe(401);
  });
});
