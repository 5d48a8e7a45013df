import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gradebook } from '@academy/contract/gradebook';
import { paginationMessages } from '@academy/contract/pagination';
import type { QuizAttempt } from '@academy/contract/quizzes';
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
import { csvField } from './gradebook-csv.ts';

let testApp: TestApp;
const app = () => testApp.app;
const db = () => testApp.app.db;
const queries: string[] = [];
let now = new Date('2026-11-28T10:00:00+06:00');
let instructor: TestUser;
let otherInstructor: TestUser;
let staff: TestUser;
let amina: TestUser;
let chaity: TestUser;
let zia: TestUser;
let stranger: TestUser;
let courseId: number;
let quizId: number;
let assignmentId: number;
let draftId: number;
let aminaWork: number;

const notebook = () => ({
  bytes: notebookBytes(),
  filename: 'work.ipynb',
  type: 'application/x-ipynb+json',
});

beforeAll(async () => {
  testApp = await createTestApp({
    services: { clock: { now: () => now } },
    onQuery: (query) => queries.push(query),
  });
  instructor = await createUser(db(), { role: 'instructor' });
  otherInstructor = await createUser(db(), { role: 'instructor' });
  staff = await createUser(db(), { role: 'admin' });
  amina = await createUser(db(), { firstName: 'Amina', lastName: 'Rahman' });
  chaity = await createUser(db(), { firstName: 'চৈতী', lastName: 'সাহা' });
  // A name with a comma, quotes and a line break, which the CSV must quote.
  zia = await createUser(db(), { firstName: 'Zia', lastName: 'Khan, "Jr"\nII' });
  stranger = await createUser(db());
  courseId = (await createCourse(db(), { instructorId: instructor.id, title: 'ML in clinics' })).id;
  for (const learner of [amina, chaity, zia]) await enrolIn(db(), learner.id, courseId);
  // A quiz of the single-choice question alone (2 points), graded at submit.
  const form = everyKindQuiz();
  quizId = await createQuizAs(app(), instructor, courseId, {
    ...form,
    title: '=Week 1 check',
    questions: [form.questions[0]!],
  });
  const attempt: QuizAttempt = (
    await injectAs(app(), amina, 'POST', `/api/quizzes/${quizId}/attempts/`)
  ).json();
  await injectAs(app(), amina, 'PUT', `/api/quiz-attempts/${attempt.attempt_id}/answers/`, {
    answers: [{ question_id: attempt.questions[0]!.question_id, response: { choice_ids: [1] } }],
  });
  await injectAs(app(), amina, 'POST', `/api/quiz-attempts/${attempt.attempt_id}/submit/`);
  // An assignment of 20 points due on 1 December, and a draft learners never see.
  assignmentId = await createAssignmentAs(app(), instructor, courseId, notebookAssignment());
  draftId = await createAssignmentAs(
    app(),
    instructor,
    courseId,
    notebookAssignment({ title: 'Draft', is_published: false }),
  );
  // Two started days late (−20 %): Amina's is graded 15, Zia's waits.
  now = new Date('2026-12-03T09:00:00+06:00');
  aminaWork = (await submitFileAs(app(), amina, assignmentId, notebook())).json().submission_id;
  await submitFileAs(app(), zia, assignmentId, notebook());
  await injectAs(app(), instructor, 'PUT', `/api/assignment-submissions/${aminaWork}/grade/`, {
    score: 15,
    feedback: 'Calibrate next time.',
  });
}, 30_000);
afterAll(() => testApp.close());

const gradebookOf = (user: TestUser | null, query = '') =>
  injectAs(app(), user, 'GET', `/api/courses/${courseId}/gradebook/${query}`);
const csvOf = (user: TestUser | null) =>
  injectAs(app(), user, 'GET', `/api/courses/${courseId}/gradebook/csv/`);

describe('GET /api/courses/{id}/gradebook/', () => {
  it('answers learners against the published items with state, released score and total', async () => {
    const response = await gradebookOf(instructor);
    expect(response.statusCode).toBe(200);
    const body = response.json<Gradebook>();
    expect(body).toMatchObject({
      course_id: courseId,
      course_title: 'ML in clinics',
      weights: { quizzes_percent: 50, assignments_percent: 50 },
      count: 3,
      next: null,
      previous: null,
    });
    // Classwork's order: the dated assignment, then the undated quiz; the draft is left out.
    expect(body.items).toEqual([
      {
        kind: 'assignment',
        item_id: assignmentId,
        title: 'Train a classifier',
        module_title: null,
        due_at: '2026-12-01T17:59:00.000Z',
        max_score: 20,
      },
      {
        kind: 'quiz',
        item_id: quizId,
        title: '=Week 1 check',
        module_title: null,
        due_at: null,
        max_score: 2,
      },
    ]);
    expect(body.items.map((item) => item.item_id)).not.toContain(draftId);
    const byId = new Map(body.results.map((row) => [row.learner_id, row]));
    expect(byId.get(amina.id)).toEqual({
      learner_id: amina.id,
      learner_name: 'Amina Rahman',
      learner_email: amina.email,
      cells: [
        // Graded 15, less 20 % for lateness, not yet released: the learner still sees 'late'.
        { state: 'late', score: null, unreleased_score: 12 },
        { state: 'graded', score: 2, unreleased_score: null },
      ],
      total_percent: 100,
    });
    expect(byId.get(chaity.id)).toMatchObject({
      learner_name: 'চৈতী সাহা',
      cells: [
        { state: 'missing', score: null, unreleased_score: null },
        { state: 'not_started', score: null, unreleased_score: null },
      ],
      total_percent: null,
    });
    expect(byId.get(zia.id)!.cells[0]).toEqual({
      state: 'late',
      score: null,
      unreleased_score: null,
    });
  });

  it('counts a grade once released, with the Grades tab’s total', async () => {
    const released = await injectAs(
      app(),
      instructor,
      'POST',
      `/api/courses/${courseId}/grades/release/`,
      { entries: [{ kind: 'assignment', id: aminaWork }] },
    );
    expect(released.statusCode).toBe(200);
    const row = (await gradebookOf(instructor))
      .json<Gradebook>()
      .results.find((entry) => entry.learner_id === amina.id)!;
    expect(row.cells[0]).toEqual({ state: 'graded', score: 12, unreleased_score: null });
    const own = (await injectAs(app(), amina, 'GET', `/api/courses/${courseId}/grades/`)).json();
    // Quizzes 100 %, assignments 60 %, half and half.
    expect(row.total_percent).toBe(80);
    expect(own.total_percent).toBe(row.total_percent);
  });

  it('is answered to staff, and refused to learners, other instructors and visitors', async () => {
    expect((await gradebookOf(staff)).statusCode).toBe(200);
    expect((await gradebookOf(amina)).statusCode).toBe(403);
    expect((await gradebookOf(stranger)).statusCode).toBe(403);
    expect((await gradebookOf(otherInstructor)).statusCode).toBe(403);
    expect((await gradebookOf(null)).statusCode).toBe(401);
    for (const user of [amina, otherInstructor]) {
      expect((await csvOf(user)).statusCode).toBe(403);
    }
    expect((await csvOf(null)).statusCode).toBe(401);
    const missing = await injectAs(app(), instructor, 'GET', '/api/courses/999999/gradebook/');
    expect(missing.statusCode).toBe(404);
  });

  it('turns pages of learners when asked, and refuses a page past the last', async () => {
    const first = (await gradebookOf(instructor, '?page_size=2')).json<Gradebook>();
    expect(first.results).toHaveLength(2);
    expect(first.next).toBe(`/api/courses/${courseId}/gradebook/?page_size=2&page=2`);
    const second = (await gradebookOf(instructor, '?page_size=2&page=2')).json<Gradebook>();
    expect(second.results).toHaveLength(1);
    expect(second.count).toBe(3);
    const past = await gradebookOf(instructor, '?page=2');
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ detail: paginationMessages.pastTheLastPage });
  });

  it('costs the same number of queries for 3 learners and for 40, and shows 200 in one view', async () => {
    const count = async () => {
      queries.length = 0;
      expect((await gradebookOf(instructor)).statusCode).toBe(200);
      return queries.length;
    };
    const few = await count();
    const extra = await Promise.all(
      Array.from({ length: 197 }, (_, index) =>
        createUser(db(), { firstName: 'Learner', lastName: String(index).padStart(3, '0') }),
      ),
    );
    for (const learner of extra.slice(0, 37)) await enrolIn(db(), learner.id, courseId);
    const some = extra.slice(0, 37);
    for (const learner of some) await submitFileAs(app(), learner, assignmentId, notebook());
    expect(await count()).toBe(few);
    // The reader's account and the course, the course's overdue attempts (none), then the weights,
    // quizzes, assignments and a page of learners, then their attempts and their work.
    expect(few).toBeLessThanOrEqual(9);
    for (const learner of extra.slice(37)) await enrolIn(db(), learner.id, courseId);
    const all = (await gradebookOf(instructor)).json<Gradebook>();
    expect(all.count).toBe(200);
    expect(all.results).toHaveLength(200);
    expect(all.next).toBeNull();
  }, 60_000);
});

describe('GET /api/courses/{id}/gradebook/csv/', () => {
  it('answers the whole gradebook as UTF-8 CSV with a BOM, quoted and safe from formulas', async () => {
    const response = await csvOf(instructor);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="gradebook-course-${courseId}-2026-12-03.csv"`,
    );
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const order = (await gradebookOf(instructor)).json<Gradebook>().results;
    const lines = new Map([
      [amina.id, `Amina Rahman,${amina.email},12,2,80`],
      [chaity.id, `চৈতী সাহা,${chaity.email},missing,not submitted,`],
      [zia.id, `"Zia Khan, ""Jr""\nII",${zia.email},late,not submitted,`],
    ]);
    const expected =
      '\uFEFF' +
      [
        "Learner,Email,Train a classifier (20),'=Week 1 check (2),Total (%)",
        ...order.map(
          (row) =>
            lines.get(row.learner_id) ??
            `${row.learner_name},${row.learner_email},${row.cells[0]!.state},not submitted,`,
        ),
      ].join('\r\n') +
      '\r\n';
    expect(bytes.equals(Buffer.from(expected, 'utf8'))).toBe(true);
  });

  it('prefixes every cell a spreadsheet would run as a formula', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\tx'].map(csvField)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
    ]);
    expect(csvField('=HYPERLINK("http://x", "y")')).toBe(`"'=HYPERLINK(""http://x"", ""y"")"`);
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField(null)).toBe('');
  });
});
