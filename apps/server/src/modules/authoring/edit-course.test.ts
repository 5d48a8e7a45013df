import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstructorCourseDetail } from '@academy/contract/authoring';
import { auditLog } from '../../db/schema/audit.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { courseModules, lessons } from '../../db/schema/course-content.ts';
import { lessonProgress } from '../../db/schema/learning.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createCategory, createUser } from '../../test/factories.ts';
import { completeLessons, enrol, sampleCourseForm } from './authoring-test-helpers.ts';

type User = Awaited<ReturnType<typeof createUser>>;

let testApp: TestApp;
let instructor: User;
let otherInstructor: User;
let admin: User;
let learner: User;
let categoryId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.app;
  instructor = await createUser(db, { role: 'instructor', firstName: 'Nadia', lastName: 'Rahman' });
  otherInstructor = await createUser(db, { role: 'instructor' });
  admin = await createUser(db, { role: 'admin' });
  learner = await createUser(db);
  categoryId = (await createCategory(db, { name: 'Biostatistics' })).id;
});
afterAll(() => testApp.close());

/** A published course to edit (new courses are drafts unless published on creation). */
async function createSample(overrides = {}) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/create-course/',
    headers: await authHeader(testApp.app, instructor),
    payload: sampleCourseForm(categoryId, { status: 'published', ...overrides }),
  });
  expect(response.statusCode).toBe(201);
  return response.json().course_id as number;
}

async function detail(courseId: number, user: User = instructor) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/instructor-course/${courseId}/`,
    headers: await authHeader(testApp.app, user),
  });
}

async function edit(courseId: number, payload: unknown, user: User = instructor) {
  return testApp.app.inject({
    method: 'PUT',
    url: `/api/edit-course/${courseId}/`,
    headers: await authHeader(testApp.app, user),
    payload: payload as object,
  });
}

async function lessonRows(courseId: number) {
  return testApp.app.db
    .select({
      id: lessons.id,
      moduleId: lessons.moduleId,
      title: lessons.title,
      position: lessons.position,
    })
    .from(lessons)
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(lessons.id));
}

describe('GET /api/instructor-course/{id}/', () => {
  it('reads the course back with module_title, lesson_title, order and ids', async () => {
    const courseId = await createSample();
    const response = await detail(courseId);
    expect(response.statusCode).toBe(200);
    const body = response.json() as InstructorCourseDetail;
    expect(body).toMatchObject({
      course_id: courseId,
      course_title: 'Survival Analysis for Clinicians',
      price: '4500.50',
      category_id: categoryId,
      category_name: 'Biostatistics',
      status: 'published',
      thumbnail: null,
      outcomes: [
        { outcome_id: expect.any(Number), outcome_title: 'Fit a Cox model' },
        { outcome_id: expect.any(Number), outcome_title: 'Read a hazard ratio' },
      ],
      prerequisites: [
        { prerequisite_id: expect.any(Number), prerequisite_title: 'Basic statistics' },
      ],
    });
    expect(
      body.modules.map((m) => [
        m.module_title,
        m.order,
        m.lessons.map((l) => [l.lesson_title, l.order, l.duration]),
      ]),
    ).toEqual([
      [
        'Foundations',
        1,
        [
          ['Censoring', 1, 20],
          ['Kaplan-Meier', 2, 30],
        ],
      ],
      ['Models', 2, [['Cox regression', 1, 40]]],
    ]);
    expect(body.modules[0]!.lessons[0]!.videos).toEqual([
      {
        video_id: expect.any(Number),
        video_title: 'What is censoring',
        video_link: 'https://videos.example.org/1',
      },
    ]);
  });

  it('is refused to another instructor and to learners (403), and 404 for no course', async () => {
    const courseId = await createSample();
    expect((await detail(courseId, otherInstructor)).statusCode).toBe(403);
    expect((await detail(courseId, learner)).statusCode).toBe(403);
    expect((await detail(courseId, admin)).statusCode).toBe(200);
    const missing = await detail(987654);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Not found.' });
  });
});

describe('PUT /api/edit-course/{id}/ (JSON)', () => {
  it('updates in place by position for the plain payload, so progress on kept lessons survives', async () => {
    const courseId = await createSample();
    const before = await lessonRows(courseId);
    await enrol(testApp.app.db, learner.id, courseId);
    await completeLessons(testApp.app.db, learner.id, courseId, [before[0]!.id, before[2]!.id]);

    // A payload without ids: the second module is dropped, the first keeps its lessons.
    const form = sampleCourseForm(categoryId, { title: 'Survival Analysis, 2nd edition' });
    const response = await edit(courseId, { ...form, modules: [form.modules![0]!] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ course_id: courseId });

    const after = await lessonRows(courseId);
    expect(after.map((l) => [l.id, l.title])).toEqual([
      [before[0]!.id, 'Censoring'],
      [before[1]!.id, 'Kaplan-Meier'],
    ]);
    const progress = await testApp.app.db
      .select({ lessonId: lessonProgress.lessonId })
      .from(lessonProgress)
      .where(eq(lessonProgress.userId, learner.id));
    // Progress on the kept lesson stays; the removed lesson's progress went with it.
    expect(progress).toEqual([{ lessonId: before[0]!.id }]);
    const [course] = await testApp.app.db.select().from(courses).where(eq(courses.id, courseId));
    expect(course).toMatchObject({
      title: 'Survival Analysis, 2nd edition',
      lessonsCount: 2,
      totalMinutes: 50,
    });
    const modules = await testApp.app.db
      .select()
      .from(courseModules)
      .where(eq(courseModules.courseId, courseId));
    expect(modules).toHaveLength(1);
  });

  it('matches by id: reorders modules, moves a lesson between modules, removes and adds', async () => {
    const courseId = await createSample();
    const read = (await detail(courseId)).json() as InstructorCourseDetail;
    const [foundations, models] = read.modules as [
      InstructorCourseDetail['modules'][number],
      InstructorCourseDetail['modules'][number],
    ];
    const censoring = foundations.lessons[0]!;
    const kaplanMeier = foundations.lessons[1]!;
    const cox = models.lessons[0]!;
    await enrol(testApp.app.db, learner.id, courseId);
    await completeLessons(testApp.app.db, learner.id, courseId, [
      censoring.lesson_id,
      cox.lesson_id,
    ]);

    const response = await edit(courseId, {
      ...sampleCourseForm(categoryId),
      modules: [
        {
          module_id: models.module_id,
          title: 'Models (revised)',
          order: 1,
          lessons: [
            { lesson_id: censoring.lesson_id, title: 'Censoring, moved', order: 2 },
            { lesson_id: cox.lesson_id, title: 'Cox regression', order: 1, duration: 45 },
          ],
        },
        { title: 'Brand new module', order: 2, lessons: [{ title: 'New lesson', duration: 15 }] },
      ],
    });
    expect(response.statusCode).toBe(200);

    const tree = (await detail(courseId)).json() as InstructorCourseDetail;
    expect(
      tree.modules.map((m) => [
        m.module_id,
        m.module_title,
        m.order,
        m.lessons.map((l) => [l.lesson_id, l.lesson_title, l.order, l.duration]),
      ]),
    ).toEqual([
      [
        models.module_id,
        'Models (revised)',
        1,
        [
          [cox.lesson_id, 'Cox regression', 1, 45],
          [censoring.lesson_id, 'Censoring, moved', 2, 20],
        ],
      ],
      [expect.any(Number), 'Brand new module', 2, [[expect.any(Number), 'New lesson', 1, 15]]],
    ]);
    // The removed module took Kaplan-Meier with it; the moved lesson kept its videos rewritten.
    const ids = (await lessonRows(courseId)).map((l) => l.id);
    expect(ids).not.toContain(kaplanMeier.lesson_id);
    expect(tree.modules[0]!.lessons[1]!.videos).toEqual([]);
    const progress = await testApp.app.db
      .select({ lessonId: lessonProgress.lessonId })
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, learner.id), eq(lessonProgress.courseId, courseId)))
      .orderBy(asc(lessonProgress.lessonId));
    expect(progress.map((p) => p.lessonId).sort()).toEqual(
      [censoring.lesson_id, cox.lesson_id].sort(),
    );
    const [course] = await testApp.app.db.select().from(courses).where(eq(courses.id, courseId));
    expect(course).toMatchObject({ lessonsCount: 3, totalMinutes: 80 });
  });

  it('refuses ids of another course and duplicate ids, changing nothing', async () => {
    const courseId = await createSample();
    const otherCourseId = await createSample();
    const other = (await detail(otherCourseId)).json() as InstructorCourseDetail;
    const own = (await detail(courseId)).json() as InstructorCourseDetail;
    const foreignModule = other.modules[0]!.module_id;
    const response = await edit(courseId, {
      ...sampleCourseForm(categoryId, { title: 'Should not be saved' }),
      modules: [
        { module_id: foreignModule, title: 'Stolen', lessons: [] },
        {
          module_id: own.modules[0]!.module_id,
          title: 'Own',
          lessons: [
            { lesson_id: own.modules[0]!.lessons[0]!.lesson_id, title: 'A' },
            { lesson_id: own.modules[0]!.lessons[0]!.lesson_id, title: 'B' },
          ],
        },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      'modules.0.module_id': [`Invalid pk "${foreignModule}" - object does not exist.`],
      'modules.1.lessons.1.lesson_id': ['Each id may appear only once.'],
    });
    expect((await detail(courseId)).json()).toEqual(own);
  });

  it('keeps the status when the form names none and publishes a draft on request', async () => {
    const courseId = await createSample({ status: 'draft' });
    await edit(courseId, sampleCourseForm(categoryId));
    const [draft] = await testApp.app.db.select().from(courses).where(eq(courses.id, courseId));
    expect(draft).toMatchObject({ status: 'draft', publishedAt: null });
    await edit(courseId, sampleCourseForm(categoryId, { status: 'published' }));
    const [published] = await testApp.app.db.select().from(courses).where(eq(courses.id, courseId));
    expect(published!.status).toBe('published');
    expect(published!.publishedAt).toBeInstanceOf(Date);
  });

  it('stores whether new versions are taken after a grade is released, off unless chosen', async () => {
    const courseId = await createSample();
    expect((await detail(courseId)).json().resubmit_after_release).toBe(false);
    await edit(courseId, sampleCourseForm(categoryId, { resubmit_after_release: true }));
    expect((await detail(courseId)).json().resubmit_after_release).toBe(true);
    // A form that leaves it out keeps it.
    await edit(courseId, sampleCourseForm(categoryId));
    const [stored] = await testApp.app.db.select().from(courses).where(eq(courses.id, courseId));
    expect(stored!.resubmitAfterRelease).toBe(true);
    const refused = await edit(courseId, {
      ...sampleCourseForm(categoryId),
      resubmit_after_release: 'yes',
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json())).toEqual(['resubmit_after_release']);
  });

  it('validates the body with the same rules as create', async () => {
    const courseId = await createSample();
    const response = await edit(courseId, sampleCourseForm(categoryId, { price: -1, title: '' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      title: ['This field may not be blank.'],
      price: ['Ensure this value is greater than or equal to 0.'],
    });
  });

  it('refuses another instructor and learners with 403 before reading the body; nothing changes', async () => {
    const courseId = await createSample();
    const before = (await detail(courseId)).json();
    for (const user of [otherInstructor, learner]) {
      const refused = await edit(
        courseId,
        sampleCourseForm(categoryId, { title: 'Hijacked' }),
        user,
      );
      expect(refused.statusCode).toBe(403);
      const invalid = await edit(courseId, { title: '' }, user);
      expect(invalid.statusCode).toBe(403);
    }
    expect((await detail(courseId)).json()).toEqual(before);
  });

  it('lets staff edit any course and records it in the audit log', async () => {
    const courseId = await createSample();
    const response = await edit(
      courseId,
      sampleCourseForm(categoryId, { title: 'Fixed by staff' }),
      admin,
    );
    expect(response.statusCode).toBe(200);
    const entries = await testApp.app.db
      .select({ actorId: auditLog.actorId, action: auditLog.action, entityId: auditLog.entityId })
      .from(auditLog)
      .where(eq(auditLog.entityId, courseId));
    expect(entries).toEqual([{ actorId: admin.id, action: 'course.edit', entityId: courseId }]);
  });

  it('shows the edit in the public catalogue at once, although its answers are cached', async () => {
    const courseId = await createSample();
    const details = () =>
      testApp.app.inject({ method: 'GET', url: `/api/course-details/${courseId}/` });
    // Past the cache's quiet period after a change, the answer is cached by the second read.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect((await details()).json().course_title).toBe('Survival Analysis for Clinicians');
    expect((await details()).json().course_title).toBe('Survival Analysis for Clinicians');
    const edited = await edit(courseId, sampleCourseForm(categoryId, { title: 'Renamed course' }));
    expect(edited.statusCode).toBe(200);
    expect((await details()).json().course_title).toBe('Renamed course');
  });

  it('answers 404 for a course that does not exist', async () => {
    const response = await edit(424242, sampleCourseForm(categoryId));
    expect(response.statusCode).toBe(404);
  });
});
