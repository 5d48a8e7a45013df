import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseNotes } from '../../db/schema/learning.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createCourse, createUser, enrolIn } from '../../test/factories.ts';
import { injectAs, type TestUser } from './learning-test-helpers.ts';

let testApp: TestApp;
const app = () => testApp.app;
const db = () => testApp.app.db;
let instructor: TestUser;
let otherInstructor: TestUser;
let admin: TestUser;
let learner: TestUser;
let courseId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  instructor = await createUser(db(), { role: 'instructor' });
  otherInstructor = await createUser(db(), { role: 'instructor' });
  admin = await createUser(db(), { role: 'admin' });
  learner = await createUser(db());
  courseId = (await createCourse(db(), { instructorId: instructor.id })).id;
  await enrolIn(db(), learner.id, courseId);
}, 30_000);
afterAll(() => testApp.close());

const postNote = (user: TestUser | null, payload: object, id: number | string = courseId) =>
  injectAs(app(), user, 'POST', `/api/courses/${id}/notes/`, payload);

async function storedNote(id: number) {
  const [row] = await db().select().from(courseNotes).where(eq(courseNotes.id, id));
  return row;
}

describe('POST /api/courses/{id}/notes/', () => {
  it('stores the instructor’s note with its HTML sanitised', async () => {
    const response = await postNote(instructor, {
      title: '  Week 1 reading  ',
      body: '<h2>Read</h2><p onclick="steal()">Chapter 1</p><script>alert(1)</script>',
    });
    expect(response.statusCode).toBe(201);
    const note = response.json();
    expect(note).toEqual({
      note_id: expect.any(Number),
      title: 'Week 1 reading',
      body: '<h2>Read</h2><p>Chapter 1</p>',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const stored = await storedNote(note.note_id);
    expect(stored).toMatchObject({
      courseId,
      authorId: instructor.id,
      title: 'Week 1 reading',
      bodyHtml: '<h2>Read</h2><p>Chapter 1</p>',
    });

    // Learners read it on the enrolled-course page, exactly as stored.
    const course = await injectAs(app(), learner, 'GET', `/api/enrolled-course/${courseId}/`);
    expect(course.json().notes).toContainEqual(
      expect.objectContaining({ note_id: note.note_id, body: '<h2>Read</h2><p>Chapter 1</p>' }),
    );
  });

  it('lets staff write notes too', async () => {
    expect((await postNote(admin, { title: 'Staff', body: '<p>Hi</p>' })).statusCode).toBe(201);
  });

  it('refuses learners, other instructors and visitors', async () => {
    for (const user of [learner, otherInstructor]) {
      const refused = await postNote(user, { title: 'Mine', body: '<p>x</p>' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        detail: 'Only the instructor of this course can manage its notes.',
      });
    }
    expect((await postNote(null, { title: 'x', body: 'x' })).statusCode).toBe(401);
    const missing = await postNote(instructor, { title: 'x', body: '<p>x</p>' }, 999999);
    expect(missing.statusCode).toBe(404);
  });

  it('validates the title and body with field errors', async () => {
    const blank = await postNote(instructor, { title: ' ', body: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      title: ['This field may not be blank.'],
      body: ['This field may not be blank.'],
    });
    const missing = await postNote(instructor, {});
    expect(missing.json()).toEqual({
      title: ['This field is required.'],
      body: ['This field is required.'],
    });
    const long = await postNote(instructor, { title: 'x'.repeat(201), body: '<p>x</p>' });
    expect(long.json()).toEqual({
      title: ['Ensure this field has no more than 200 characters.'],
    });
    const unsafeOnly = await postNote(instructor, {
      title: 'Nothing safe',
      body: '<script>alert(1)</script><img src=x onerror=alert(1)>',
    });
    expect(unsafeOnly.statusCode).toBe(400);
    expect(unsafeOnly.json()).toEqual({
      body: ['The note has no content left once unsafe markup is removed.'],
    });
  });
});

describe('PUT and DELETE /api/notes/{id}/', () => {
  it('the course instructor edits and deletes; others are refused', async () => {
    const created = (await postNote(instructor, { title: 'Draft', body: '<p>v1</p>' })).json();
    const url = `/api/notes/${created.note_id}/`;

    for (const user of [learner, otherInstructor]) {
      const refused = await injectAs(app(), user, 'PUT', url, {
        title: 'Hijack',
        body: '<p>x</p>',
      });
      expect(refused.statusCode).toBe(403);
      expect((await injectAs(app(), user, 'DELETE', url)).statusCode).toBe(403);
    }
    expect((await storedNote(created.note_id))?.title).toBe('Draft');

    const updated = await injectAs(app(), instructor, 'PUT', url, {
      title: 'Final',
      body: '<p><a href="javascript:alert(1)">bad</a> <a href="https://r.example">good</a></p>',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      note_id: created.note_id,
      title: 'Final',
      body:
        '<p><a target="_blank" rel="noopener noreferrer nofollow">bad</a> ' +
        '<a href="https://r.example" target="_blank" rel="noopener noreferrer nofollow">good</a></p>',
    });
    expect(new Date(updated.json().updated_at).getTime()).toBeGreaterThanOrEqual(
      new Date(created.updated_at).getTime(),
    );
    expect((await storedNote(created.note_id))?.title).toBe('Final');

    const deleted = await injectAs(app(), instructor, 'DELETE', url);
    expect(deleted.statusCode).toBe(204);
    expect(await storedNote(created.note_id)).toBeUndefined();
    expect((await injectAs(app(), instructor, 'DELETE', url)).statusCode).toBe(404);
    const gone = await injectAs(app(), instructor, 'PUT', url, { title: 'x', body: '<p>x</p>' });
    expect(gone.statusCode).toBe(404);
  });

  it('staff may edit any course’s note', async () => {
    const created = (await postNote(instructor, { title: 'Mine', body: '<p>1</p>' })).json();
    const edited = await injectAs(app(), admin, 'PUT', `/api/notes/${created.note_id}/`, {
      title: 'Fixed by staff',
      body: '<p>2</p>',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().title).toBe('Fixed by staff');
  });
});
