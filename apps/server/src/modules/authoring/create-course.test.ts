import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursePrerequisites, courseOutcomes, courses } from '../../db/schema/catalogue.ts';
import {
  courseModules,
  lessonResources,
  lessonVideos,
  lessons,
} from '../../db/schema/course-content.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createCategory, createUser } from '../../test/factories.ts';
import { sampleCourseForm } from './authoring-test-helpers.ts';

let testApp: TestApp;
let instructor: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;
let learner: Awaited<ReturnType<typeof createUser>>;
let categoryId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.app;
  instructor = await createUser(db, { role: 'instructor', firstName: 'Nadia', lastName: 'Rahman' });
  admin = await createUser(db, { role: 'admin' });
  learner = await createUser(db);
  categoryId = (await createCategory(db)).id;
});
afterAll(() => testApp.close());

async function create(
  user: { id: number; role: 'learner' | 'instructor' | 'admin' },
  payload: unknown,
) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/create-course/',
    headers: await authHeader(testApp.app, user),
    payload: payload as object,
  });
}

async function courseCount() {
  const [row] = await testApp.app.db.select({ total: count() }).from(courses);
  return row!.total;
}

async function storedTree(courseId: number) {
  const { db } = testApp.app;
  const modules = await db
    .select({ id: courseModules.id, title: courseModules.title, position: courseModules.position })
    .from(courseModules)
    .where(eq(courseModules.courseId, courseId))
    .orderBy(asc(courseModules.position));
  const lessonRows = await db
    .select({
      id: lessons.id,
      moduleId: lessons.moduleId,
      title: lessons.title,
      position: lessons.position,
      duration: lessons.durationMinutes,
    })
    .from(lessons)
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(lessons.moduleId), asc(lessons.position));
  return { modules, lessons: lessonRows };
}

describe('POST /api/create-course/', () => {
  it('creates the course with its whole tree, published when asked, and answers 201 with the id', async () => {
    const response = await create(
      instructor,
      sampleCourseForm(categoryId, { status: 'published' }),
    );
    expect(response.statusCode).toBe(201);
    const { course_id: courseId } = response.json();
    expect(response.json()).toEqual({ course_id: expect.any(Number) });

    const [course] = await testApp.app.db.select().from(courses).where(eq(courses.id, courseId));
    expect(course).toMatchObject({
      title: 'Survival Analysis for Clinicians',
      price: '4500.50',
      categoryId,
      instructorId: instructor.id,
      status: 'published',
      lessonsCount: 3,
      totalMinutes: 90,
    });
    expect(course!.publishedAt).toBeInstanceOf(Date);

    const tree = await storedTree(courseId);
    expect(tree.modules.map((m) => [m.title, m.position])).toEqual([
      ['Foundations', 1],
      ['Models', 2],
    ]);
    expect(tree.lessons.map((l) => [l.title, l.position, l.duration])).toEqual([
      ['Censoring', 1, 20],
      ['Kaplan-Meier', 2, 30],
      ['Cox regression', 1, 40],
    ]);
    const censoring = tree.lessons[0]!;
    expect(
      await testApp.app.db
        .select({ title: lessonVideos.title, url: lessonVideos.url })
        .from(lessonVideos)
        .where(eq(lessonVideos.lessonId, censoring.id)),
    ).toEqual([{ title: 'What is censoring', url: 'https://videos.example.org/1' }]);
    expect(
      await testApp.app.db
        .select({ title: lessonResources.title })
        .from(lessonResources)
        .where(eq(lessonResources.lessonId, censoring.id)),
    ).toEqual([{ title: 'Slides' }]);
  });

  it('applies the cleaning rules: trims, drops empty lines and incomplete links, renumbers', async () => {
    const response = await create(instructor, {
      title: '  Trimmed title  ',
      description: '  Some description ',
      price: '1200',
      category_id: String(categoryId),
      outcomes: [{ outcome_title: '  Kept  ' }, { outcome_title: '   ' }, { outcome_title: '' }],
      prerequisites: [{ prerequisite_title: '' }],
      modules: [
        {
          title: ' Second ',
          order: 7,
          lessons: [
            {
              title: 'Only lesson',
              order: 3,
              videos: [
                { video_title: 'No link', video_link: '' },
                { video_title: '', video_link: 'https://videos.example.org/x' },
                { video_title: ' Both ', video_link: ' https://videos.example.org/ok ' },
              ],
              resources: [{ resource_title: 'No link', resource_link: '   ' }],
            },
          ],
        },
        { title: 'First', order: 2, lessons: [] },
      ],
    });
    expect(response.statusCode).toBe(201);
    const courseId = response.json().course_id as number;
    const { db } = testApp.app;
    const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
    expect(course).toMatchObject({
      title: 'Trimmed title',
      description: 'Some description',
      price: '1200.00',
      lessonsCount: 1,
      totalMinutes: 0,
    });
    expect(
      await db
        .select({ title: courseOutcomes.title, position: courseOutcomes.position })
        .from(courseOutcomes)
        .where(eq(courseOutcomes.courseId, courseId)),
    ).toEqual([{ title: 'Kept', position: 1 }]);
    expect(
      await db.select().from(coursePrerequisites).where(eq(coursePrerequisites.courseId, courseId)),
    ).toEqual([]);
    const tree = await storedTree(courseId);
    // Sorted by the submitted order values, then renumbered from 1.
    expect(tree.modules.map((m) => [m.title, m.position])).toEqual([
      ['First', 1],
      ['Second', 2],
    ]);
    expect(tree.lessons.map((l) => [l.title, l.position])).toEqual([['Only lesson', 1]]);
    expect(
      await db
        .select({
          title: lessonVideos.title,
          url: lessonVideos.url,
          position: lessonVideos.position,
        })
        .from(lessonVideos)
        .where(eq(lessonVideos.lessonId, tree.lessons[0]!.id)),
    ).toEqual([{ title: 'Both', url: 'https://videos.example.org/ok', position: 1 }]);
    expect(
      await db
        .select()
        .from(lessonResources)
        .where(eq(lessonResources.lessonId, tree.lessons[0]!.id)),
    ).toEqual([]);
  });

  it('keeps a new course a draft when no status is asked for', async () => {
    const response = await create(instructor, sampleCourseForm(categoryId));
    expect(response.statusCode).toBe(201);
    const [course] = await testApp.app.db
      .select({ status: courses.status, publishedAt: courses.publishedAt })
      .from(courses)
      .where(eq(courses.id, response.json().course_id));
    expect(course).toEqual({ status: 'draft', publishedAt: null });
  });

  it('keeps a draft when the instructor asks for one', async () => {
    const response = await create(instructor, sampleCourseForm(categoryId, { status: 'draft' }));
    expect(response.statusCode).toBe(201);
    const [course] = await testApp.app.db
      .select({ status: courses.status, publishedAt: courses.publishedAt })
      .from(courses)
      .where(eq(courses.id, response.json().course_id));
    expect(course).toEqual({ status: 'draft', publishedAt: null });
  });

  it('lets staff create a course too', async () => {
    const response = await create(admin, sampleCourseForm(categoryId));
    expect(response.statusCode).toBe(201);
  });

  it('refuses learners with 403 and visitors with 401, storing nothing', async () => {
    const before = await courseCount();
    const refused = await create(learner, sampleCourseForm(categoryId));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: 'You do not have permission to perform this action.',
    });
    const visitor = await testApp.app.inject({
      method: 'POST',
      url: '/api/create-course/',
      payload: sampleCourseForm(categoryId),
    });
    expect(visitor.statusCode).toBe(401);
    expect(await courseCount()).toBe(before);
  });

  it.each([
    [{ title: '   ' }, { title: ['This field may not be blank.'] }],
    [{ description: '' }, { description: ['This field may not be blank.'] }],
    [{ price: -5 }, { price: ['Ensure this value is greater than or equal to 0.'] }],
    [{ price: '10.555' }, { price: ['Ensure that there are no more than 2 decimal places.'] }],
    [{ price: 'ten' }, { price: ['A valid number is required.'] }],
    [
      { price: '12345678901' },
      { price: ['Ensure that there are no more than 10 digits before the decimal point.'] },
    ],
    [{ category_id: 'science' }, { category_id: ['A valid integer is required.'] }],
    [{ category_id: 999999 }, { category_id: ['Invalid pk "999999" - object does not exist.'] }],
  ])('answers DRF field errors for %j', async (override, errors) => {
    const before = await courseCount();
    const response = await create(instructor, sampleCourseForm(categoryId, override as object));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
    expect(await courseCount()).toBe(before);
  });

  it('names nested fields with dotted paths: blank module titles and non-http links', async () => {
    const form = sampleCourseForm(categoryId);
    const response = await create(instructor, {
      ...form,
      modules: [
        {
          title: '',
          lessons: [
            {
              title: 'Lesson',
              videos: [{ video_title: 'Video', video_link: 'ftp://files.example.org/v' }],
              resources: [{ resource_title: 'Notes', resource_link: 'not a url' }],
            },
          ],
        },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      'modules.0.title': ['This field may not be blank.'],
      'modules.0.lessons.0.videos.0.video_link': ['Enter a valid URL.'],
      'modules.0.lessons.0.resources.0.resource_link': ['Enter a valid URL.'],
    });
  });

  it('reports missing required fields', async () => {
    const response = await create(instructor, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      title: ['This field is required.'],
      description: ['This field is required.'],
      price: ['A valid number is required.'],
      category_id: ['This field is required.'],
    });
  });
});
