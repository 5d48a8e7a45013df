import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumComments, forumTopics, notifications } from '../../db/schema/community.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createForumCategory, createPerson, postComment, postTopic } from './forum-test-helpers.ts';

let testApp: TestApp;
let author: Awaited<ReturnType<typeof createPerson>>;
let stranger: Awaited<ReturnType<typeof createPerson>>;
let admin: Awaited<ReturnType<typeof createPerson>>;
let instructor: Awaited<ReturnType<typeof createPerson>>;
let general: { id: number; name: string };
let statistics: { id: number; name: string };

beforeAll(async () => {
  testApp = await createTestApp();
  const { app } = testApp;
  general = await createForumCategory(app, 'General Discussion');
  statistics = await createForumCategory(app, 'Statistics');
  author = await createPerson(app, { firstName: 'Nadia', lastName: 'Rahman' });
  stranger = await createPerson(app);
  admin = await createPerson(app, { role: 'admin' });
  instructor = await createPerson(app, { role: 'instructor' });
});
afterAll(() => testApp.close());

const validTopic = () => ({
  name: 'How do I handle class imbalance?',
  text: 'Only 8% of admissions died.\nShould I oversample?',
  category_id: general.id,
});

async function createTopicAs(person = author) {
  const response = await postTopic(testApp.app, person, validTopic());
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

/** Straight into the table, so edit and delete tests stay clear of the creation rate limit. */
async function insertTopic(person = author) {
  const [topic] = await testApp.app.db
    .insert(forumTopics)
    .values({
      name: validTopic().name,
      text: validTopic().text,
      categoryId: general.id,
      createdBy: person.id,
    })
    .returning();
  return topic!.id;
}

describe('GET /api/forums/categories/', () => {
  it('lists the boards as {id, name}', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/forums/categories/',
      headers: author.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: general.id, name: 'General Discussion' },
      { id: statistics.id, name: 'Statistics' },
    ]);
  });
});

describe('POST /api/forums/topics/', () => {
  it('creates the topic for its author and answers 201 with it', async () => {
    const response = await postTopic(testApp.app, author, {
      ...validTopic(),
      name: '  Trimmed title  ',
      category_id: String(statistics.id),
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      name: 'Trimmed title',
      text: 'Only 8% of admissions died.\nShould I oversample?',
      category: { id: statistics.id, name: 'Statistics' },
      created_by: { id: author.id, first_name: 'Nadia', last_name: 'Rahman' },
      created_at: expect.any(String),
      updated_at: expect.any(String),
      comment_count: 0,
      can_edit: true,
      can_delete: true,
    });
    const [stored] = await testApp.app.db
      .select()
      .from(forumTopics)
      .where(eq(forumTopics.id, body.id));
    expect(stored).toMatchObject({
      name: 'Trimmed title',
      createdBy: author.id,
      categoryId: statistics.id,
    });
  });

  it('refuses blank, missing and too long fields with DRF messages', async () => {
    const blank = await postTopic(testApp.app, author, {
      name: '   ',
      text: '',
      category_id: general.id,
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      name: ['This field may not be blank.'],
      text: ['This field may not be blank.'],
    });
    const missing = await postTopic(testApp.app, author, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      name: ['This field is required.'],
      text: ['This field is required.'],
      category_id: ['This field is required.'],
    });
    const long = await postTopic(testApp.app, author, {
      name: 'x'.repeat(201),
      text: 'y'.repeat(10_001),
      category_id: general.id,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      name: ['Ensure this field has no more than 200 characters.'],
      text: ['Ensure this field has no more than 10000 characters.'],
    });
  });

  it('accepts the longest allowed title and text', async () => {
    const response = await postTopic(testApp.app, author, {
      name: 'x'.repeat(200),
      text: 'y'.repeat(10_000),
      category_id: general.id,
    });
    expect(response.statusCode).toBe(201);
  });

  it('refuses a board that does not exist or is not an id', async () => {
    const unknown = await postTopic(testApp.app, author, { ...validTopic(), category_id: 9999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ category_id: ['Invalid pk "9999" - object does not exist.'] });
    const word = await postTopic(testApp.app, author, { ...validTopic(), category_id: 'abc' });
    expect(word.statusCode).toBe(400);
    expect(word.json()).toEqual({ category_id: ['A valid integer is required.'] });
  });

  it('refuses a visitor', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/forums/topics/',
      payload: validTopic(),
    });
    expect(response.statusCode).toBe(401);
  });

  it('notifies instructors and staff (forum_topic), not learners and not the author', async () => {
    const staffAuthor = await createPerson(testApp.app, {
      role: 'instructor',
      firstName: 'Rafiq',
      lastName: 'Islam',
    });
    const topicId = await createTopicAs(author);
    const rows = await testApp.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.forumTopicId, topicId));
    expect(rows.map((row) => row.userId).sort((a, b) => a - b)).toEqual(
      [admin.id, instructor.id, staffAuthor.id].sort((a, b) => a - b),
    );
    expect(rows[0]).toMatchObject({
      type: 'forum_topic',
      isRead: false,
      message: 'Nadia Rahman started a new topic "How do I handle class imbalance?"',
    });
    const byStaff = await createTopicAs(staffAuthor);
    const staffRows = await testApp.app.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.forumTopicId, byStaff));
    expect(staffRows.map((row) => row.userId).sort((a, b) => a - b)).toEqual(
      [admin.id, instructor.id].sort((a, b) => a - b),
    );
  });
});

describe('PUT /api/forums/topics/{id}/', () => {
  const put = (id: number, person: typeof author, payload: Record<string, unknown>) =>
    testApp.app.inject({
      method: 'PUT',
      url: `/api/forums/topics/${id}/`,
      headers: person.auth,
      payload,
    });

  it('lets the author change title, text and board', async () => {
    const id = await insertTopic();
    const response = await put(id, author, {
      name: 'New title',
      text: 'New text',
      category_id: statistics.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      name: 'New title',
      text: 'New text',
      category: { id: statistics.id, name: 'Statistics' },
      can_edit: true,
    });
    const [stored] = await testApp.app.db.select().from(forumTopics).where(eq(forumTopics.id, id));
    expect(stored).toMatchObject({
      name: 'New title',
      text: 'New text',
      categoryId: statistics.id,
    });
  });

  it('forbids anyone else, staff included, and leaves the topic as it was', async () => {
    const id = await insertTopic();
    for (const person of [stranger, admin]) {
      const response = await put(id, person, {
        name: 'Hijacked',
        text: 'x',
        category_id: general.id,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        detail: 'You do not have permission to perform this action.',
      });
    }
    const [stored] = await testApp.app.db.select().from(forumTopics).where(eq(forumTopics.id, id));
    expect(stored!.name).toBe('How do I handle class imbalance?');
  });

  it('refuses a blank title and answers 404 for a missing topic', async () => {
    const id = await insertTopic();
    const blank = await put(id, author, { name: ' ', text: 'x', category_id: general.id });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ name: ['This field may not be blank.'] });
    const missing = await put(999999, author, validTopic());
    expect(missing.statusCode).toBe(404);
  });
});

describe('DELETE /api/forums/topics/{id}/', () => {
  const remove = (id: number, person: typeof author) =>
    testApp.app.inject({
      method: 'DELETE',
      url: `/api/forums/topics/${id}/`,
      headers: person.auth,
    });

  it('forbids another learner and an instructor', async () => {
    const id = await insertTopic();
    expect((await remove(id, stranger)).statusCode).toBe(403);
    expect((await remove(id, instructor)).statusCode).toBe(403);
    expect(
      await testApp.app.db.select().from(forumTopics).where(eq(forumTopics.id, id)),
    ).toHaveLength(1);
  });

  it('lets the author delete it with its comments and notifications', async () => {
    const id = await insertTopic();
    expect((await postComment(testApp.app, stranger, id, 'Reply')).statusCode).toBe(201);
    const response = await remove(id, author);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await testApp.app.db.select().from(forumTopics).where(eq(forumTopics.id, id))).toEqual(
      [],
    );
    expect(
      await testApp.app.db.select().from(forumComments).where(eq(forumComments.topicId, id)),
    ).toEqual([]);
    expect(
      await testApp.app.db.select().from(notifications).where(eq(notifications.forumTopicId, id)),
    ).toEqual([]);
    expect((await remove(id, author)).statusCode).toBe(404);
  });

  it('lets staff delete any topic to moderate, and says so in can_delete', async () => {
    const id = await insertTopic();
    const detail = await testApp.app.inject({
      method: 'GET',
      url: `/api/forums/topics/${id}/`,
      headers: admin.auth,
    });
    expect(detail.json()).toMatchObject({ can_edit: false, can_delete: true });
    expect((await remove(id, admin)).statusCode).toBe(204);
  });
});

describe('topic creation rate limit', () => {
  it('answers 429 with Retry-After after 10 topics in an hour from one user', async () => {
    const spammer = await createPerson(testApp.app);
    for (let index = 0; index < 10; index += 1) {
      expect((await postTopic(testApp.app, spammer, validTopic())).statusCode).toBe(201);
    }
    const refused = await postTopic(testApp.app, spammer, validTopic());
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().detail).toMatch(
      /^Request was throttled\. Expected available in \d+ seconds\.$/,
    );
    // Someone else is not affected.
    expect((await postTopic(testApp.app, stranger, validTopic())).statusCode).toBe(201);
  });
});
