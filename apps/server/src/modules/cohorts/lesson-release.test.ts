import { describe, expect, it } from 'vitest';
import { courseCohorts } from '../../db/schema/cohorts.ts';
import { courseModules, lessons, lessonVideos } from '../../db/schema/course-content.ts';
import { enrollments } from '../../db/schema/enrolment.ts';
import { authHeader, createCourse, createUser } from '../../test/factories.ts';
import { createAssignmentAs, notebookAssignment } from '../classwork/assignment-test-helpers.ts';
import { createQuizAs, everyKindQuiz } from '../classwork/classwork-test-helpers.ts';
import { useClockedApp, type Person } from './cohort-test-helpers.ts';

const { app, db, setNow } = useClockedApp();

/** Every lesson route a locked lesson could leak through, with the status each answers. */
async function lessonRoutes(user: Person, lessonId: number) {
  const headers = await authHeader(app(), user);
  const send = (method: 'GET' | 'POST', url: string) =>
    app()
      .inject({ method, url, headers })
      .then((answer) => ({
        status: answer.statusCode,
        body: (answer.payload ? answer.json() : null) as unknown,
      }));
  return {
    reading: await send('GET', `/api/lessons/${lessonId}/reading/`),
    notebook: await send('GET', `/api/lessons/${lessonId}/notebook/`),
    read: await send('POST', `/api/lessons/${lessonId}/read/`),
    video: await send('GET', `/api/lessons/${lessonId}/video/`),
    complete: await send('POST', `/api/lessons/${lessonId}/complete/`),
    open: await send('POST', `/api/lessons/${lessonId}/open/`),
  };
}

/** The lesson as the enrolled-course page lists it to this reader. */
async function listedLesson(user: Person, courseId: number) {
  const answer = await app().inject({
    method: 'GET',
    url: `/api/enrolled-course/${courseId}/`,
    headers: await authHeader(app(), user),
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().modules[0].lessons[0] as Record<string, unknown>;
}

const locked = { status: 403, body: { detail: 'This lesson is not open yet.' } };

async function courseWithRules(rules: {
  module: { opensAfterDays?: number; opensOn?: string };
  lesson?: { opensAfterDays?: number; opensOn?: string };
}) {
  const instructor = await createUser(db(), { role: 'instructor' });
  const course = await createCourse(db(), { price: '0.00', instructorId: instructor.id });
  const [module] = await db()
    .insert(courseModules)
    .values({ courseId: course.id, title: 'Week 2', position: 1, ...rules.module })
    .returning();
  const [lesson] = await db()
    .insert(lessons)
    .values({
      moduleId: module!.id,
      courseId: course.id,
      title: 'Regression',
      position: 1,
      ...rules.lesson,
    })
    .returning();
  return { instructor, course, lesson: lesson! };
}

describe('drip release', () => {
  it('keeps a cohort’s module shut until day N of the cohort, on every lesson route', async () => {
    const { instructor, course, lesson } = await courseWithRules({ module: { opensAfterDays: 7 } });
    const [cohort] = await db()
      .insert(courseCohorts)
      .values({
        courseId: course.id,
        name: 'Batch 8',
        startsOn: '2026-12-15',
        endsOn: '2027-02-15',
        enrolmentOpensOn: '2026-12-01',
        enrolmentClosesOn: '2026-12-20',
      })
      .returning();
    const learner = await createUser(db());
    await db()
      .insert(enrollments)
      .values({ userId: learner.id, courseId: course.id, source: 'free', cohortId: cohort!.id });

    await db().insert(lessonVideos).values({
      lessonId: lesson.id,
      title: 'Fitting a line',
      url: 'https://youtu.be/abc123xyz00',
    });

    // 23:59 on 21 December in Dhaka: day 7 of the cohort is the 22nd.
    setNow('2026-12-21T17:59:00Z');
    const before = await lessonRoutes(learner, lesson.id);
    for (const answer of Object.values(before)) expect(answer).toEqual(locked);
    // The course's page lists it with its day, and without its links.
    expect(await listedLesson(learner, course.id)).toMatchObject({
      opens_on: '2026-12-22',
      videos: [{ video_title: 'Fitting a line', video_link: null }],
    });
    // Its instructor sees it whatever the day.
    expect((await lessonRoutes(instructor, lesson.id)).reading.status).toBe(200);
    const taught = await listedLesson(instructor, course.id);
    expect(taught.opens_on).toBeUndefined();
    expect(taught.videos).toEqual([
      expect.objectContaining({ video_link: 'https://youtu.be/abc123xyz00' }),
    ]);

    setNow('2026-12-21T18:00:00Z');
    const opened = await listedLesson(learner, course.id);
    expect(opened.opens_on).toBeUndefined();
    expect(opened.videos).toEqual([
      expect.objectContaining({ video_link: 'https://youtu.be/abc123xyz00' }),
    ]);
    const after = await lessonRoutes(learner, lesson.id);
    expect(after.reading.status).toBe(200);
    expect(after.complete.status).toBe(200);
    expect(after.open.status).toBe(204);
    expect(after.video).toMatchObject({ status: 404 });
  });

  it('counts a self-paced learner’s days from the Dhaka day they enrolled', async () => {
    const { course, lesson } = await courseWithRules({
      module: { opensAfterDays: 1 },
      lesson: { opensOn: '2026-12-07' },
    });
    const learner = await createUser(db());
    // 02:00 on 6 December in Dhaka, still the 5th in UTC (and in a learner's London).
    await db()
      .insert(enrollments)
      .values({
        userId: learner.id,
        courseId: course.id,
        source: 'free',
        enrolledAt: new Date('2026-12-05T20:00:00Z'),
      });
    setNow('2026-12-06T17:59:00Z');
    expect((await lessonRoutes(learner, lesson.id)).reading).toEqual(locked);
    setNow('2026-12-06T18:00:00Z');
    expect((await lessonRoutes(learner, lesson.id)).reading.status).toBe(200);
  });

  it('opens a lesson on the later of its own day and its module’s', async () => {
    const { course, lesson } = await courseWithRules({
      module: { opensOn: '2026-12-10' },
      lesson: { opensAfterDays: 0, opensOn: '2026-12-12' },
    });
    const learner = await createUser(db());
    await db()
      .insert(enrollments)
      .values({ userId: learner.id, courseId: course.id, source: 'free' });
    setNow('2026-12-11T06:00:00Z');
    expect((await lessonRoutes(learner, lesson.id)).complete).toEqual(locked);
    setNow('2026-12-12T06:00:00Z');
    expect((await lessonRoutes(learner, lesson.id)).complete.status).toBe(200);
  });

  it('keeps a locked module’s quizzes and assignments shut, and Classwork says when', async () => {
    const { instructor, course, lesson } = await courseWithRules({
      module: { opensOn: '2026-12-10' },
    });
    const quizId = await createQuizAs(
      app(),
      instructor,
      course.id,
      everyKindQuiz({ module_id: lesson.moduleId }),
    );
    const assignmentId = await createAssignmentAs(
      app(),
      instructor,
      course.id,
      notebookAssignment({
        module_id: lesson.moduleId,
        submission_kind: 'text',
        due_at: '2026-12-20T23:59:00+06:00',
        cutoff_at: null,
      }),
    );
    const learner = await createUser(db());
    await db()
      .insert(enrollments)
      .values({ userId: learner.id, courseId: course.id, source: 'free' });
    const routes = async (user: Person) => {
      const headers = await authHeader(app(), user);
      const send = async (method: 'GET' | 'POST', url: string, payload?: object) => {
        const answer = await app().inject({ method, url, headers, payload });
        return { status: answer.statusCode, body: answer.json() as unknown };
      };
      return {
        quiz: await send('GET', `/api/quizzes/${quizId}/`),
        attempt: await send('POST', `/api/quizzes/${quizId}/attempts/`),
        assignment: await send('GET', `/api/assignments/${assignmentId}/`),
        // Before handing in, which takes the work off the list.
        upcoming: await send('GET', '/api/classwork/upcoming/'),
        submission: await send('POST', `/api/assignments/${assignmentId}/submissions/`, {
          text: 'My answer',
        }),
        classwork: await send('GET', `/api/courses/${course.id}/classwork/`),
      };
    };
    const items = (classwork: { body: unknown }) =>
      (classwork.body as { groups: { items: Record<string, unknown>[] }[] }).groups.flatMap(
        (group) => group.items,
      );

    setNow('2026-12-09T17:59:00Z');
    const before = await routes(learner);
    const quizLocked = { status: 403, body: { detail: 'This quiz is not open yet.' } };
    const assignmentLocked = { status: 403, body: { detail: 'This assignment is not open yet.' } };
    expect(before.quiz).toEqual(quizLocked);
    expect(before.attempt).toEqual(quizLocked);
    expect(before.assignment).toEqual(assignmentLocked);
    expect(before.submission).toEqual(assignmentLocked);
    expect(items(before.classwork).map((item) => item.opens_on)).toEqual([
      '2026-12-10',
      '2026-12-10',
    ]);
    expect(before.upcoming.body).toMatchObject({ results: [] });
    // Its instructor opens and lists both on any day.
    const taught = await routes(instructor);
    expect(taught.quiz.status).toBe(200);
    expect(taught.assignment.status).toBe(200);
    expect(items(taught.classwork).every((item) => item.opens_on === undefined)).toBe(true);

    setNow('2026-12-09T18:00:00Z');
    const after = await routes(learner);
    expect(after.quiz.status).toBe(200);
    expect(after.attempt.status).toBe(201);
    expect(after.assignment.status).toBe(200);
    expect(after.upcoming.body).toMatchObject({
      results: [{ kind: 'assignment', id: assignmentId }],
    });
    expect(after.submission.status).toBe(201);
    expect(items(after.classwork).every((item) => item.opens_on === undefined)).toBe(true);
  });

  it('is set by the course’s instructor only, through the schedule routes', async () => {
    const { instructor, course, lesson } = await courseWithRules({ module: {} });
    const stranger = await createUser(db(), { role: 'instructor' });
    const put = async (user: Person, url: string, payload: object) =>
      app().inject({ method: 'PUT', url, headers: await authHeader(app(), user), payload });
    const moduleUrl = `/api/modules/${lesson.moduleId}/release/`;
    expect(
      (await put(stranger, moduleUrl, { opens_after_days: 7, opens_on: null })).statusCode,
    ).toBe(403);
    const bad = await put(instructor, moduleUrl, { opens_after_days: -1, opens_on: 'soon' });
    expect(bad.json()).toEqual({
      opens_after_days: ['Enter a whole number of days from 0 to 3650.'],
      opens_on: ['Enter a valid date.'],
    });
    const saved = await put(instructor, moduleUrl, { opens_after_days: 7, opens_on: null });
    expect(saved.json()).toEqual({ opens_after_days: 7, opens_on: null });
    await put(instructor, `/api/lessons/${lesson.id}/release/`, {
      opens_after_days: null,
      opens_on: '2027-01-04',
    });
    const schedule = await app().inject({
      method: 'GET',
      url: `/api/courses/${course.id}/release-schedule/`,
      headers: await authHeader(app(), instructor),
    });
    expect(schedule.json()).toEqual({
      modules: [
        {
          module_id: lesson.moduleId,
          module_title: 'Week 2',
          opens_after_days: 7,
          opens_on: null,
          lessons: [
            {
              lesson_id: lesson.id,
              lesson_title: 'Regression',
              opens_after_days: null,
              opens_on: '2027-01-04',
            },
          ],
        },
      ],
    });
    const learner = await createUser(db());
    const refused = await app().inject({
      method: 'GET',
      url: `/api/courses/${course.id}/release-schedule/`,
      headers: await authHeader(app(), learner),
    });
    expect(refused.statusCode).toBe(403);
  });
});
