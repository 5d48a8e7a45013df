import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentMessages, type AssignmentOverview } from '@academy/contract/assignments';
import { enrolmentMessages } from '@academy/contract/enrolment';
import { courseModules } from '../../db/schema/course-content.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createCourse, createUser, enrolIn } from '../../test/factories.ts';
import { injectAs, type TestUser } from '../learning/learning-test-helpers.ts';
import {
  createAssignmentAs,
  notebookAssignment,
  notebookBytes,
  submitFileAs,
} from './assignment-test-helpers.ts';

let testApp: TestApp;
const app = () => testApp.app;
const db = () => testApp.app.db;
let now = new Date('2026-11-28T10:00:00+06:00');
let instructor: TestUser;
let otherInstructor: TestUser;
let staff: TestUser;
let learner: TestUser;
let classmate: TestUser;
let stranger: TestUser;
let courseId: number;
let otherCourseId: number;
let assignmentId: number;

beforeAll(async () => {
  testApp = await createTestApp({ services: { clock: { now: () => now } } });
  instructor = await createUser(db(), { role: 'instructor' });
  otherInstructor = await createUser(db(), { role: 'instructor' });
  staff = await createUser(db(), { role: 'admin' });
  learner = await createUser(db(), { firstName: 'Rafiq' });
  classmate = await createUser(db());
  stranger = await createUser(db());
  courseId = (await createCourse(db(), { instructorId: instructor.id })).id;
  otherCourseId = (await createCourse(db(), { instructorId: otherInstructor.id })).id;
  await enrolIn(db(), learner.id, courseId);
  await enrolIn(db(), classmate.id, courseId);
  assignmentId = await createAssignmentAs(app(), instructor, courseId, notebookAssignment());
}, 30_000);
afterAll(() => testApp.close());

const overview = async (user: TestUser, id = assignmentId) =>
  (await injectAs(app(), user, 'GET', `/api/assignments/${id}/`)).json() as AssignmentOverview;
const notebook = (bytes = notebookBytes(), filename = 'classifier.ipynb') => ({
  bytes,
  filename,
  type: 'application/octet-stream',
});

describe('authoring an assignment', () => {
  it('stores sanitised instructions and answers the form to its instructor and staff', async () => {
    const id = await createAssignmentAs(
      app(),
      instructor,
      courseId,
      notebookAssignment({
        instructions: '<p onclick="steal()">Read <script>alert(1)</script>this</p>',
        rubric: [
          {
            title: 'Code',
            levels: [
              { title: 'Clean', points: 12 },
              { title: 'Messy', points: 4 },
            ],
          },
          {
            title: 'Report',
            levels: [
              { title: 'Clear', points: 8 },
              { title: 'Missing', points: 0 },
            ],
          },
        ],
      }),
    );
    for (const user of [instructor, staff]) {
      const form = await injectAs(app(), user, 'GET', `/api/instructor-assignments/${id}/`);
      expect(form.statusCode).toBe(200);
      expect(form.json().form.instructions).toBe('<p>Read this</p>');
      expect(form.json().form.due_at).toBe('2026-12-01T17:59:00.000Z');
    }
    const edit = await injectAs(app(), instructor, 'PUT', `/api/instructor-assignments/${id}/`, {
      ...notebookAssignment({ title: 'Renamed', submission_kind: 'link' }),
    });
    expect(edit.statusCode).toBe(200);
    expect((await overview(learner, id)).title).toBe('Renamed');
    const gone = await injectAs(app(), instructor, 'DELETE', `/api/instructor-assignments/${id}/`);
    expect(gone.statusCode).toBe(204);
    expect((await injectAs(app(), learner, 'GET', `/api/assignments/${id}/`)).statusCode).toBe(404);
  });

  it('refuses bad input field by field and stores nothing', async () => {
    const response = await injectAs(
      app(),
      instructor,
      'POST',
      `/api/courses/${courseId}/assignments/`,
      {
        ...notebookAssignment(),
        title: ' ',
        points: 0,
        cutoff_at: '2026-12-01T10:00:00+06:00',
        late_penalty_percent: 101,
        late_penalty_floor_percent: -1,
        due_at: 'tomorrow',
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      title: [assignmentMessages.blank],
      points: [assignmentMessages.pointsRange],
      late_penalty_percent: [assignmentMessages.penaltyRange],
      late_penalty_floor_percent: [assignmentMessages.penaltyRange],
      due_at: [assignmentMessages.invalidDateTime],
    });
    const cutoff = await injectAs(
      app(),
      instructor,
      'POST',
      `/api/courses/${courseId}/assignments/`,
      {
        ...notebookAssignment({ cutoff_at: '2026-12-01T10:00:00+06:00' }),
      },
    );
    expect(cutoff.json()).toEqual({ cutoff_at: [assignmentMessages.cutoffBeforeDue] });
    const rubric = await injectAs(
      app(),
      instructor,
      'POST',
      `/api/courses/${courseId}/assignments/`,
      {
        ...notebookAssignment({
          rubric: [
            {
              title: 'Code',
              levels: [
                { title: 'Good', points: 5 },
                { title: 'Bad', points: 0 },
              ],
            },
          ],
        }),
      },
    );
    expect(rubric.json()).toEqual({ rubric: [assignmentMessages.rubricTotal] });
    const [otherModule] = await db()
      .insert(courseModules)
      .values({ courseId: otherCourseId, title: 'Elsewhere', position: 1 })
      .returning();
    const module = await injectAs(
      app(),
      instructor,
      'POST',
      `/api/courses/${courseId}/assignments/`,
      {
        ...notebookAssignment({ module_id: otherModule!.id }),
      },
    );
    expect(module.json()).toEqual({ module_id: [assignmentMessages.moduleNotInCourse] });
    const classwork = await injectAs(
      app(),
      instructor,
      'GET',
      `/api/courses/${courseId}/classwork/`,
    );
    const titles = classwork
      .json()
      .groups.flatMap((g: { items: { title: string }[] }) => g.items.map((item) => item.title));
    expect(titles).toEqual(['Train a classifier']);
  });

  it('is refused to learners, strangers and another course’s instructor', async () => {
    for (const user of [learner, stranger, otherInstructor]) {
      const create = await injectAs(
        app(),
        user,
        'POST',
        `/api/courses/${courseId}/assignments/`,
        notebookAssignment(),
      );
      expect(create.statusCode).toBe(403);
      const edit = await injectAs(
        app(),
        user,
        'PUT',
        `/api/instructor-assignments/${assignmentId}/`,
        notebookAssignment(),
      );
      expect(edit.statusCode).toBe(403);
      const remove = await injectAs(
        app(),
        user,
        'DELETE',
        `/api/instructor-assignments/${assignmentId}/`,
      );
      expect(remove.statusCode).toBe(403);
    }
    const stranger_ = await injectAs(app(), stranger, 'GET', `/api/assignments/${assignmentId}/`);
    expect(stranger_.statusCode).toBe(403);
    expect(stranger_.json()).toEqual({ detail: enrolmentMessages.notEnrolled });
    expect(
      (await injectAs(app(), null, 'GET', `/api/assignments/${assignmentId}/`)).statusCode,
    ).toBe(401);
  });

  it('keeps a draft unknown to learners', async () => {
    const draft = await createAssignmentAs(
      app(),
      instructor,
      courseId,
      notebookAssignment({ is_published: false }),
    );
    expect((await injectAs(app(), learner, 'GET', `/api/assignments/${draft}/`)).statusCode).toBe(
      404,
    );
    const upload = await submitFileAs(app(), learner, draft, notebook());
    expect(upload.statusCode).toBe(404);
    await injectAs(app(), instructor, 'DELETE', `/api/instructor-assignments/${draft}/`);
  });
});

describe('submitting work', () => {
  it('takes a notebook on time, keeps every version and serves the file to the right people only', async () => {
    expect((await overview(learner)).state).toBe('not_started');
    const first = await submitFileAs(app(), learner, assignmentId, notebook());
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      version: 1,
      is_late: false,
      penalty_percent: 0,
      file_name: 'classifier.ipynb',
    });
    const second = await submitFileAs(
      app(),
      learner,
      assignmentId,
      notebook(notebookBytes(), 'v2.ipynb'),
    );
    expect(second.json()).toMatchObject({ version: 2 });
    const page = await overview(learner);
    expect(page.state).toBe('submitted');
    expect(page.submissions.map((s) => s.file_name)).toEqual(['classifier.ipynb', 'v2.ipynb']);

    const fileUrl = page.submissions[0]!.file_url!;
    for (const user of [learner, instructor, staff]) {
      const file = await injectAs(app(), user, 'GET', fileUrl);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toContain('attachment');
      expect(JSON.parse(file.body).nbformat).toBe(4);
    }
    for (const user of [classmate, otherInstructor, stranger]) {
      expect((await injectAs(app(), user, 'GET', fileUrl)).statusCode).toBe(404);
    }
    // Never under the public /media/ address, whatever its stored name.
    const files = await import('node:fs/promises').then((fs) =>
      fs.readdir(join(testApp.config.dataDir, 'media', 'submissions')),
    );
    expect(files).toHaveLength(2);
    expect(existsSync(join(testApp.config.dataDir, 'media', 'submissions', files[0]!))).toBe(true);
    const media = await app().inject({ method: 'GET', url: `/media/submissions/${files[0]}` });
    expect(media.statusCode).toBe(404);
  });

  it('refuses a file whose content does not match its name, and a type not taken', async () => {
    const cases = [
      {
        file: notebook(Buffer.from('print("not a notebook")')),
        message: assignmentMessages.fileContent.replace('{type}', '.ipynb'),
      },
      {
        file: notebook(Buffer.from('just text'), 'paper.pdf'),
        message: assignmentMessages.fileContent.replace('{type}', 'PDF'),
      },
      {
        file: notebook(Buffer.from('%PDF-1.7 fake'), 'code.zip'),
        message: assignmentMessages.fileContent.replace('{type}', '.zip'),
      },
      {
        file: notebook(Buffer.from('PK\u0003\u0004plain zip'), 'essay.docx'),
        message: assignmentMessages.fileContent.replace('{type}', '.docx'),
      },
      {
        file: notebook(Buffer.from([0xff, 0xfe, 0x00, 0x41]), 'model.py'),
        message: assignmentMessages.fileContent.replace('{type}', '.py'),
      },
      { file: notebook(Buffer.from('MZ'), 'setup.exe'), message: assignmentMessages.fileType },
      { file: notebook(Buffer.alloc(0)), message: assignmentMessages.noFile },
    ];
    for (const { file, message } of cases) {
      const response = await submitFileAs(app(), classmate, assignmentId, file);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ file: [message] });
    }
    const accepted = [
      notebook(Buffer.from('%PDF-1.7\n'), 'paper.pdf'),
      notebook(Buffer.from('library(ggplot2)\n'), 'plot.R'),
      notebook(Buffer.from('PK\u0003\u0004....word/document.xml'), 'essay.docx'),
    ];
    for (const file of accepted) {
      expect((await submitFileAs(app(), classmate, assignmentId, file)).statusCode).toBe(201);
    }
  });

  it('refuses a file above 20 MB', async () => {
    const big = Buffer.alloc(20 * 1024 * 1024 + 1, 0x41);
    const response = await submitFileAs(app(), classmate, assignmentId, notebook(big, 'big.py'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ file: [assignmentMessages.fileTooLarge] });
  });

  it('refuses work of another kind and a link that is not https', async () => {
    const text = await injectAs(
      app(),
      learner,
      'POST',
      `/api/assignments/${assignmentId}/submissions/`,
      { text: 'my answer' },
    );
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({
      non_field_errors: [assignmentMessages.wrongKind.replace('{kind}', 'file')],
    });
    const linkId = await createAssignmentAs(
      app(),
      instructor,
      courseId,
      notebookAssignment({ submission_kind: 'link' }),
    );
    const http = await injectAs(app(), learner, 'POST', `/api/assignments/${linkId}/submissions/`, {
      link_url: 'http://github.com/rafiq/x',
    });
    expect(http.json()).toEqual({ link_url: [assignmentMessages.httpsLink] });
    const colab = await injectAs(
      app(),
      learner,
      'POST',
      `/api/assignments/${linkId}/submissions/`,
      { link_url: 'https://colab.research.google.com/drive/abc' },
    );
    expect(colab.statusCode).toBe(201);
    expect(colab.json()).toMatchObject({
      kind: 'link',
      link_url: 'https://colab.research.google.com/drive/abc',
    });
  });

  it('refuses the instructor, staff and learners of no enrolment', async () => {
    for (const user of [instructor, staff]) {
      const response = await submitFileAs(app(), user, assignmentId, notebook());
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: assignmentMessages.notEnrolled });
    }
    expect((await submitFileAs(app(), stranger, assignmentId, notebook())).statusCode).toBe(403);
  });

  it('marks late work with its penalty from the server’s clock, and refuses work after the cut-off', async () => {
    now = new Date('2026-12-02T09:00:00+06:00'); // 9 h late: one started day
    const late = await submitFileAs(app(), learner, assignmentId, notebook());
    expect(late.json()).toMatchObject({
      version: 3,
      is_late: true,
      days_late: 1,
      penalty_percent: 10,
    });
    expect((await overview(learner)).state).toBe('late');

    now = new Date('2026-12-04T00:00:00+06:00');
    const closed = await submitFileAs(app(), learner, assignmentId, notebook());
    expect(closed.statusCode).toBe(400);
    expect(closed.json()).toEqual({ non_field_errors: [assignmentMessages.closed] });
    const page = await overview(learner);
    expect(page.submissions).toHaveLength(3);
    expect(page).toMatchObject({ can_submit: false, blocked_reason: assignmentMessages.closed });
    expect((await overview(classmate)).state).toBe('submitted');
  });

  it('counts a learner who handed nothing in as missing after the due date', async () => {
    const other = await createUser(db());
    await enrolIn(db(), other.id, courseId);
    expect((await overview(other)).state).toBe('missing');
  });
});

describe('the Classwork tab', () => {
  it('lists assignments beside quizzes with each learner’s state, and counts for the instructor', async () => {
    const items = async (user: TestUser) =>
      (await injectAs(app(), user, 'GET', `/api/courses/${courseId}/classwork/`))
        .json()
        .groups.flatMap((group: { items: object[] }) => group.items);
    expect(await items(learner)).toContainEqual(
      expect.objectContaining({
        kind: 'assignment',
        item_id: assignmentId,
        state: 'late',
        score: null,
        max_score: 20,
        submitted_count: null,
      }),
    );
    expect(await items(instructor)).toContainEqual(
      expect.objectContaining({
        kind: 'assignment',
        item_id: assignmentId,
        state: null,
        submitted_count: 2,
      }),
    );
  });
});
