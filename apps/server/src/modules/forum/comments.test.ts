import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumComments, forumTopics, notifications } from '../../db/schema/community.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createForumCategory, createPerson, postComment } from './forum-test-helpers.ts';

let testApp: TestApp;
let author: Awaited<ReturnType<typeof createPerson>>;
let commenter: Awaited<ReturnType<typeof createPerson>>;
let follower: Awaited<ReturnType<typeof createPerson>>;
let admin: Awaited<ReturnType<typeof createPerson>>;
let categoryId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  const { app } = testApp;
  categoryId = (await createForumCategory(app, 'General Discussion')).id;
  author = await createPerson(app, { firstName: 'Nadia', lastName: 'Rahman' });
  commenter = await createPerson(app, { firstName: 'Sabbir', lastName: 'Hossain' });
  follower = await createPerson(app, { firstName: 'Imran', lastName: 'Kabir' });
  admin = await createPerson(app, { role: 'admin' });
});
afterAll(() => testApp.close());

// Straight into the table: the topic rate limit is not what these tests are about.
async function newTopic(name = 'Sample size for a pilot study') {
  const [topic] = await testApp.app.db
    .insert(forumTopics)
    .values({ name, text: 'How many?', categoryId, createdBy: author.id })
    .returning();
  return topic!.id;
}

const notificationsOf = (userId: number) =>
  testApp.app.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('POST /api/forums/comments/', () => {
  it('adds the comment and answers 201 with it', async () => {
    const topic = await newTopic();
    const response = await postComment(
      testApp.app,
      commenter,
      topic,
      '  Use a power calculation.\nG*Power helps.  ',
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      topic,
      text: 'Use a power calculation.\nG*Power helps.',
      created_by: { id: commenter.id, first_name: 'Sabbir', last_name: 'Hossain' },
      created_at: expect.any(String),
      updated_at: expect.any(String),
      can_edit: true,
      can_delete: true,
    });
    const stored = await testApp.app.db
      .select()
      .from(forumComments)
      .where(eq(forumComments.topicId, topic));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.createdBy).toBe(commenter.id);
  });

  it('refuses a blank or too long comment and an unknown topic', async () => {
    const topic = await newTopic();
    const blank = await postComment(testApp.app, commenter, topic, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ text: ['This field may not be blank.'] });
    const long = await postComment(testApp.app, commenter, topic, 'z'.repeat(5_001));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ text: ['Ensure this field has no more than 5000 characters.'] });
    const unknown = await postComment(testApp.app, commenter, 999999, 'Hello');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ topic: ['Invalid pk "999999" - object does not exist.'] });
    expect(
      await testApp.app.db.select().from(forumComments).where(eq(forumComments.topicId, topic)),
    ).toEqual([]);
  });

  it('notifies the topic author and earlier commenters, never the commenter', async () => {
    const topic = await newTopic('Which test for paired data?');
    const before = {
      author: (await notificationsOf(author.id)).length,
      commenter: (await notificationsOf(commenter.id)).length,
      follower: (await notificationsOf(follower.id)).length,
    };
    await postComment(testApp.app, follower, topic, 'Wilcoxon signed-rank?');
    await postComment(testApp.app, commenter, topic, 'Paired t-test if normal.');

    const forAuthor = (await notificationsOf(author.id)).filter(
      (row) => row.forumTopicId === topic,
    );
    expect(forAuthor.map((row) => row.message).sort()).toEqual([
      'Imran Kabir commented on your topic "Which test for paired data?"',
      'Sabbir Hossain commented on your topic "Which test for paired data?"',
    ]);
    expect(forAuthor.every((row) => row.type === 'comment' && !row.isRead)).toBe(true);
    const forFollower = (await notificationsOf(follower.id)).filter(
      (row) => row.forumTopicId === topic,
    );
    expect(forFollower.map((row) => [row.type, row.message])).toEqual([
      ['comment', 'Sabbir Hossain commented on "Which test for paired data?"'],
    ]);
    expect((await notificationsOf(commenter.id)).length).toBe(before.commenter);
    expect((await notificationsOf(follower.id)).length).toBe(before.follower + 1);
    expect((await notificationsOf(author.id)).length).toBe(before.author + 2);
  });

  it('does not notify an author commenting on their own topic, but does tell the others', async () => {
    const topic = await newTopic('Own topic');
    await postComment(testApp.app, follower, topic, 'First');
    const authorBefore = (await notificationsOf(author.id)).length;
    await postComment(testApp.app, author, topic, 'Thanks!');
    expect((await notificationsOf(author.id)).length).toBe(authorBefore);
    const forFollower = (await notificationsOf(follower.id)).filter(
      (row) => row.forumTopicId === topic,
    );
    expect(forFollower.map((row) => row.message)).toEqual([
      'Nadia Rahman commented on "Own topic"',
    ]);
  });

  it('pushes the author’s notification live on the bus', async () => {
    const topic = await newTopic('Live');
    const events: unknown[] = [];
    const stop = await testApp.app.bus.subscribe(author.id, (event) => events.push(event));
    await postComment(testApp.app, commenter, topic, 'Ping');
    stop();
    expect(events).toEqual([
      {
        type: 'notification',
        data: expect.objectContaining({
          related_object_type: 'comment',
          forum_topic_id: topic,
          is_read: false,
          message: 'Sabbir Hossain commented on your topic "Live"',
        }),
      },
    ]);
  });
});

describe('PUT and DELETE /api/forums/comments/{id}/', () => {
  async function newComment() {
    const topic = await newTopic();
    const response = await postComment(testApp.app, commenter, topic, 'Original');
    return { topic, id: response.json().id as number };
  }
  const put = (id: number, person: typeof author, payload: Record<string, unknown>) =>
    testApp.app.inject({
      method: 'PUT',
      url: `/api/forums/comments/${id}/`,
      headers: person.auth,
      payload,
    });
  const remove = (id: number, person: typeof author) =>
    testApp.app.inject({
      method: 'DELETE',
      url: `/api/forums/comments/${id}/`,
      headers: person.auth,
    });
  const textOf = async (id: number) =>
    (await testApp.app.db.select().from(forumComments).where(eq(forumComments.id, id)))[0]?.text;

  it('lets the author edit the text', async () => {
    const { topic, id } = await newComment();
    const response = await put(id, commenter, { topic, text: 'Edited' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, topic, text: 'Edited', can_edit: true });
    expect(await textOf(id)).toBe('Edited');
  });

  it('forbids anyone else editing, the topic author and staff included', async () => {
    const { topic, id } = await newComment();
    for (const person of [author, admin]) {
      const response = await put(id, person, { topic, text: 'Not yours' });
      expect(response.statusCode).toBe(403);
    }
    expect(await textOf(id)).toBe('Original');
  });

  it('refuses a blank edit and moving the comment to another topic', async () => {
    const { topic, id } = await newComment();
    const blank = await put(id, commenter, { topic, text: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ text: ['This field may not be blank.'] });
    const other = await newTopic('Another');
    const moved = await put(id, commenter, { topic: other, text: 'Moved' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual({ topic: ['A comment cannot be moved to another topic.'] });
    expect(await textOf(id)).toBe('Original');
  });

  it('shows other viewers no edit or delete rights, staff a delete right', async () => {
    const { topic } = await newComment();
    const asAuthor = await testApp.app.inject({
      method: 'GET',
      url: `/api/forums/topics/${topic}/`,
      headers: author.auth,
    });
    expect(asAuthor.json().comments[0]).toMatchObject({ can_edit: false, can_delete: false });
    const asAdmin = await testApp.app.inject({
      method: 'GET',
      url: `/api/forums/topics/${topic}/`,
      headers: admin.auth,
    });
    expect(asAdmin.json().comments[0]).toMatchObject({ can_edit: false, can_delete: true });
  });

  it('lets the author or staff delete, nobody else', async () => {
    const first = await newComment();
    expect((await remove(first.id, follower)).statusCode).toBe(403);
    expect((await remove(first.id, author)).statusCode).toBe(403);
    expect(await textOf(first.id)).toBe('Original');
    expect((await remove(first.id, commenter)).statusCode).toBe(204);
    expect(await textOf(first.id)).toBeUndefined();
    const second = await newComment();
    expect((await remove(second.id, admin)).statusCode).toBe(204);
    expect((await remove(second.id, admin)).statusCode).toBe(404);
  });
});

describe('comment rate limit', () => {
  it('answers 429 after 30 comments in 10 minutes from one user', async () => {
    const topic = await newTopic();
    const chatty = await createPerson(testApp.app);
    for (let index = 0; index < 30; index += 1) {
      expect((await postComment(testApp.app, chatty, topic, `Comment ${index}`)).statusCode).toBe(
        201,
      );
    }
    const refused = await postComment(testApp.app, chatty, topic, 'One more');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
