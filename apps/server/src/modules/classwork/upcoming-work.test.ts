import type { UpcomingWork } from '@academy/contract/upcoming-work';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createCourse, createUser, enrolIn } from '../../test/factories.ts';
import { injectAs, type TestUser } from '../learning/learning-test-helpers.ts';
import {
  createAssignmentAs,
  notebookAssignment,
  notebookBytes,
  submitFileAs,
} from './assignment-test-helpers.ts';
import { createQuizAs, everyKindQuiz } from './classwork-test-helpers.ts';

// The server's clock: Wednesday 25 November 2026, 06:00 in Dhaka.
const now = new Date('2026-11-25T00:00:00Z');
let testApp: TestApp;
const queries: string[] = [];
let learner: TestUser;
let instructor: TestUser;
let course: { id: number; title: string };

beforeAll(async () => {
  testApp = await createTestApp({
    services: { clock: { now: () => now } },
    onQuery: (query) => queries.push(query),
  });
  const { db } = testApp.app;
  learner = await createUser(db);
  instructor = await createUser(db, { role: 'instructor' });
  course = await createCourse(db, { instructorId: instructor.id, title: 'Deep Learning' });
  await enrolIn(db, learner.id, course.id);
});
afterAll(() => testApp.close());

const upcoming = (user: TestUser | null) =>
  injectAs(testApp.app, user, 'GET', '/api/classwork/upcoming/');

describe('GET /api/classwork/upcoming/', () => {
  it('lists what closes or is due in the next two weeks and is not handed in, soonest first', async () => {
    const { app } = testApp;
    const quiz = await createQuizAs(app, instructor, course.id, {
      ...everyKindQuiz({ title: 'Week 1 check' }),
      closes_at: '2026-11-28T20:00:00+06:00',
    });
    const notebook = await createAssignmentAs(app, instructor, course.id, notebookAssignment());
    const handedIn = await createAssignmentAs(
      app,
      instructor,
      course.id,
      notebookAssignment({ title: 'Already handed in' }),
    );
    expect(
      (
        await submitFileAs(app, learner, handedIn, {
          bytes: notebookBytes(),
          filename: 'work.ipynb',
          type: 'application/x-ipynb+json',
        })
      ).statusCode,
    ).toBe(201);
    // Too far ahead, a draft, a quiz that never closes, and work in a course the learner is not in.
    await createAssignmentAs(app, instructor, course.id, {
      ...notebookAssignment({ title: 'Final project' }),
      due_at: '2026-12-20T23:59:00+06:00',
      cutoff_at: null,
    });
    await createAssignmentAs(
      app,
      instructor,
      course.id,
      notebookAssignment({ is_published: false }),
    );
    await createQuizAs(app, instructor, course.id, everyKindQuiz({ title: 'Open practice' }));
    const other = await createCourse(app.db, { instructorId: instructor.id });
    await createAssignmentAs(app, instructor, other.id, notebookAssignment());

    queries.length = 0;
    const response = await upcoming(learner);
    expect(response.statusCode).toBe(200);
    expect(response.json<UpcomingWork>()).toEqual({
      now: now.toISOString(),
      results: [
        {
          kind: 'quiz',
          id: quiz,
          title: 'Week 1 check',
          course_id: course.id,
          course_title: 'Deep Learning',
          due_at: '2026-11-28T14:00:00.000Z',
        },
        {
          kind: 'assignment',
          id: notebook,
          title: 'Train a classifier',
          course_id: course.id,
          course_title: 'Deep Learning',
          due_at: '2026-12-01T17:59:00.000Z',
        },
      ],
    });
    // The reader's account, then the one list query.
    expect(queries.length).toBeLessThanOrEqual(2);
  });

  it('is empty for someone with no courses and refuses a visitor', async () => {
    const stranger = await createUser(testApp.app.db);
    expect((await upcoming(stranger)).json<UpcomingWork>().results).toEqual([]);
    expect((await upcoming(null)).statusCode).toBe(401);
  });
});
