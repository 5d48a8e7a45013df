import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notebookMessages } from '@academy/contract/notebooks';
import { readingMessages } from '@academy/contract/readings';
import { lessons } from '../../db/schema/course-content.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createUser, enrolIn } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';
import { createCourseWithLessons, injectAs, type TestUser } from './learning-test-helpers.ts';

let testApp: TestApp;
let instructor: TestUser;
let otherInstructor: TestUser;
let learner: TestUser;
let stranger: TestUser;
let courseId: number;
let lessonIds: number[];

const LINK = 'target="_blank" rel="noopener noreferrer nofollow"';

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.app;
  instructor = await createUser(db, { role: 'instructor' });
  otherInstructor = await createUser(db, { role: 'instructor' });
  learner = await createUser(db);
  stranger = await createUser(db);
  const built = await createCourseWithLessons(db, 2, { instructorId: instructor.id });
  courseId = built.course.id;
  lessonIds = built.lessonIds;
  await enrolIn(db, learner.id, courseId);
});
afterAll(() => testApp.close());

const words = (count: number) => Array.from({ length: count }, () => 'odds').join(' ');

describe('PUT /api/lessons/{id}/article/', () => {
  it('stores the article through the allow-list with its reading time', async () => {
    const article =
      `<h2 onclick="x()">Logistic regression</h2><p>${words(399)}</p>` +
      '<p>The log-odds <span data-math="inline" data-latex="\\log\\frac{p}{1-p}"><a href="javascript:alert(1)">x</a></span>.</p>' +
      '<pre><code class="language-python">model.fit(X, y)</code></pre>' +
      '<img src="https://evil.example/track.gif"><script>alert(1)</script>' +
      '<p><a href="javascript:alert(1)">bad</a></p>';
    const response = await injectAs(
      testApp.app,
      instructor,
      'PUT',
      `/api/lessons/${lessonIds[0]}/article/`,
      {
        article,
      },
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.article).toBe(
      `<h2>Logistic regression</h2><p>${words(399)}</p>` +
        `<p>The log-odds <span data-math="inline" data-latex="\\log\\frac{p}{1-p}">\\log\\frac{p}{1-p}<a ${LINK}></a></span>.</p>` +
        '<pre><code class="language-python">model.fit(X, y)</code></pre>' +
        `<p><a ${LINK}>bad</a></p>`,
    );
    // 2 + 399 + 2 + log frac p 1 p + model.fit X y + bad ≈ 412 words: three minutes at 200 a minute.
    expect(body.reading_minutes).toBe(3);
    const [stored] = await testApp.app.db
      .select()
      .from(lessons)
      .where(eq(lessons.id, lessonIds[0]!));
    expect(stored!.articleHtml).toBe(body.article);

    // The course page's lesson tree shows the reading time too.
    const detail = await injectAs(testApp.app, null, 'GET', `/api/course-details/${courseId}/`);
    const lesson = detail.json().modules[0].lessons[0];
    expect(lesson).toMatchObject({ reading_minutes: 3, has_notebook: false });
  });

  it('makes plain text paragraphs and removes an emptied article', async () => {
    const plain = await injectAs(
      testApp.app,
      instructor,
      'PUT',
      `/api/lessons/${lessonIds[1]}/article/`,
      {
        article: 'First <idea>.\n\nSecond.',
      },
    );
    expect(plain.json()).toMatchObject({
      article: '<p>First &#60;idea&#62;.</p><p>Second.</p>',
      reading_minutes: 1,
    });
    const emptied = await injectAs(
      testApp.app,
      instructor,
      'PUT',
      `/api/lessons/${lessonIds[1]}/article/`,
      {
        article: '<p> </p><script>alert(1)</script>',
      },
    );
    expect(emptied.json()).toMatchObject({ article: '', reading_minutes: 0 });
  });

  it('is refused to another instructor and to learners', async () => {
    for (const user of [otherInstructor, learner]) {
      const response = await injectAs(
        testApp.app,
        user,
        'PUT',
        `/api/lessons/${lessonIds[0]}/article/`,
        {
          article: '<p>mine now</p>',
        },
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: readingMessages.notYourCourse });
    }
    const tooLong = await injectAs(
      testApp.app,
      instructor,
      'PUT',
      `/api/lessons/${lessonIds[0]}/article/`,
      {
        article: 'x'.repeat(200_001),
      },
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({
      article: ['Ensure this field has no more than 200000 characters.'],
    });
  });
});

describe('reading a lesson', () => {
  it('gives the article to enrolled learners and the instructor only', async () => {
    const mine = await injectAs(
      testApp.app,
      learner,
      'GET',
      `/api/lessons/${lessonIds[0]}/reading/`,
    );
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      lesson_id: lessonIds[0],
      reading_minutes: 3,
      notebook: null,
      can_edit: false,
    });
    const teaching = await injectAs(
      testApp.app,
      instructor,
      'GET',
      `/api/lessons/${lessonIds[0]}/reading/`,
    );
    expect(teaching.json().can_edit).toBe(true);
    const refused = await injectAs(
      testApp.app,
      stranger,
      'GET',
      `/api/lessons/${lessonIds[0]}/reading/`,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: readingMessages.notEnrolled });
    const visitor = await injectAs(
      testApp.app,
      null,
      'GET',
      `/api/lessons/${lessonIds[0]}/reading/`,
    );
    expect(visitor.statusCode).toBe(401);
  });

  it('completes the lesson when the learner reads to the end, if it has an article', async () => {
    const read = await injectAs(testApp.app, learner, 'POST', `/api/lessons/${lessonIds[0]}/read/`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      lesson_id: lessonIds[0],
      is_completed: true,
      completed_lessons: 1,
      total_lessons: 2,
      percentage: 50,
    });
    const without = await injectAs(
      testApp.app,
      learner,
      'POST',
      `/api/lessons/${lessonIds[1]}/read/`,
    );
    expect(without.statusCode).toBe(400);
    expect(without.json()).toEqual({ lesson: [readingMessages.noArticle] });
    const stranger403 = await injectAs(
      testApp.app,
      stranger,
      'POST',
      `/api/lessons/${lessonIds[0]}/read/`,
    );
    expect(stranger403.statusCode).toBe(403);
  });
});

describe('notebook lessons', () => {
  async function uploadNotebook(user: TestUser, bytes: Buffer, filename = 'model.ipynb') {
    const { payload, contentType } = await multipart({
      notebook: { bytes, filename, type: 'application/x-ipynb+json' },
    });
    return testApp.app.inject({
      method: 'PUT',
      url: `/api/lessons/${lessonIds[1]}/notebook/`,
      headers: { 'content-type': contentType, ...(await authHeader(testApp.app, user)) },
      payload,
    });
  }

  it('shows an uploaded notebook with its outputs and gives it back for download', async () => {
    const fixture = await readFile(
      new URL('../../seed/content/logistic-regression.ipynb', import.meta.url),
    );
    const uploaded = await uploadNotebook(instructor, fixture);
    expect(uploaded.statusCode).toBe(200);
    const notebook = uploaded.json().notebook;
    expect(notebook.name).toBe('model.ipynb');
    expect(notebook.cells.map((cell: { kind: string }) => cell.kind)).toEqual([
      'markdown',
      'code',
      'code',
      'code',
      'markdown',
    ]);
    expect(notebook.cells[1].outputs[0]).toEqual({
      kind: 'stream',
      name: 'stdout',
      text: 'Training accuracy: 1.00\n',
    });
    expect(notebook.cells[2].outputs[0].html).toMatch(/^<table>\n?<thead>/);
    expect(notebook.cells[3].outputs[0]).toMatchObject({ kind: 'image', mime: 'image/png' });

    const reading = await injectAs(
      testApp.app,
      learner,
      'GET',
      `/api/lessons/${lessonIds[1]}/reading/`,
    );
    expect(reading.json().notebook.cells).toEqual(notebook.cells);
    const download = await injectAs(
      testApp.app,
      learner,
      'GET',
      `/api/lessons/${lessonIds[1]}/notebook/`,
    );
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="model.ipynb"');
    expect(download.body).toBe(fixture.toString('utf8'));
    const refused = await injectAs(
      testApp.app,
      stranger,
      'GET',
      `/api/lessons/${lessonIds[1]}/notebook/`,
    );
    expect(refused.statusCode).toBe(403);
  });

  it('names what is wrong with a malformed notebook and refuses learners', async () => {
    const broken = Buffer.from(
      JSON.stringify({
        nbformat: 4,
        nbformat_minor: 5,
        metadata: {},
        cells: [
          { cell_type: 'markdown', metadata: {}, source: 'a' },
          { cell_type: 'markdown', metadata: {}, source: 'b' },
          { cell_type: 'code', metadata: {}, execution_count: 1, source: 'x', outputs: 'none' },
        ],
      }),
    );
    const response = await uploadNotebook(instructor, broken);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ notebook: ['cell 3: outputs must be a list'] });
    const tooLarge = await uploadNotebook(instructor, Buffer.alloc(3 * 1024 * 1024 + 1, 32));
    expect(tooLarge.json()).toEqual({ notebook: [notebookMessages.tooLarge] });
    const learnerTry = await uploadNotebook(learner, broken);
    expect(learnerTry.statusCode).toBe(403);
  });
});
