import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Topic, TopicDetail } from '@academy/contract/forum';
import { forumComments, forumTopics } from '../../db/schema/community.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createForumCategory, createPerson } from './forum-test-helpers.ts';

let testApp: TestApp;
let reader: Awaited<ReturnType<typeof createPerson>>;
let busyTopicId: number;
const base = Date.UTC(2026, 1, 1, 9, 0, 0);
const minutes = (n: number) => new Date(base + n * 60_000);

beforeAll(async () => {
  testApp = await createTestApp();
  const { app } = testApp;
  const category = await createForumCategory(app, 'Machine Learning');
  const author = await createPerson(app, { firstName: 'Nadia', lastName: 'Rahman' });
  reader = await createPerson(app);
  // 23 topics a minute apart: "Topic 1" is the oldest.
  const topics = await app.db
    .insert(forumTopics)
    .values(
      Array.from({ length: 23 }, (_, index) => ({
        name: `Topic ${index + 1}`,
        text: `Text of topic ${index + 1}`,
        categoryId: category.id,
        createdBy: author.id,
        createdAt: minutes(index),
        updatedAt: minutes(index),
      })),
    )
    .returning();
  busyTopicId = topics[22]!.id;
  // The newest topic has 25 comments; topic 22 has 2.
  await app.db.insert(forumComments).values([
    ...Array.from({ length: 25 }, (_, index) => ({
      topicId: busyTopicId,
      createdBy: reader.id,
      text: `Comment ${index + 1}`,
      createdAt: minutes(100 + index),
      updatedAt: minutes(100 + index),
    })),
    { topicId: topics[21]!.id, createdBy: reader.id, text: 'a', createdAt: minutes(200) },
    { topicId: topics[21]!.id, createdBy: author.id, text: 'b', createdAt: minutes(201) },
  ]);
});
afterAll(() => testApp.close());

const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: reader.auth });

describe('GET /api/forums/topics/', () => {
  it('answers every topic as a plain array, newest first, with comment counts', async () => {
    const response = await get('/api/forums/topics/');
    expect(response.statusCode).toBe(200);
    const topics: Topic[] = response.json();
    expect(topics).toHaveLength(23);
    expect(topics.map((topic) => topic.name).slice(0, 3)).toEqual([
      'Topic 23',
      'Topic 22',
      'Topic 21',
    ]);
    expect(topics.map((topic) => topic.comment_count).slice(0, 3)).toEqual([25, 2, 0]);
    expect(topics[0]).toEqual({
      id: busyTopicId,
      name: 'Topic 23',
      text: 'Text of topic 23',
      category: { id: expect.any(Number), name: 'Machine Learning' },
      created_by: { id: expect.any(Number), first_name: 'Nadia', last_name: 'Rahman' },
      created_at: minutes(22).toISOString(),
      updated_at: minutes(22).toISOString(),
      comment_count: 25,
      can_edit: false,
      can_delete: false,
    });
  });

  it('pages by 10 with ?page=, keeping the order and linking the neighbours', async () => {
    const first = (await get('/api/forums/topics/?page=1')).json();
    expect(first.count).toBe(23);
    expect(first.results).toHaveLength(10);
    expect(first.results[0].name).toBe('Topic 23');
    expect(first.next).toBe('/api/forums/topics/?page=2');
    expect(first.previous).toBeNull();
    const third = (await get('/api/forums/topics/?page=3')).json();
    expect(third.results.map((topic: Topic) => topic.name)).toEqual([
      'Topic 3',
      'Topic 2',
      'Topic 1',
    ]);
    expect(third.next).toBeNull();
    expect(third.previous).toBe('/api/forums/topics/?page=2');
  });

  it('refuses a page past the last', async () => {
    const response = await get('/api/forums/topics/?page=4');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Invalid page.' });
  });

  it('refuses a visitor', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/forums/topics/' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/forums/topics/{id}/', () => {
  it('carries the first 10 comments, newest first, and how many pages there are', async () => {
    const response = await get(`/api/forums/topics/${busyTopicId}/`);
    expect(response.statusCode).toBe(200);
    const topic: TopicDetail = response.json();
    expect(topic.comment_count).toBe(25);
    expect(topic.comments_page).toBe(1);
    expect(topic.comments_page_count).toBe(3);
    expect(topic.comments.map((comment) => comment.text)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Comment ${25 - index}`),
    );
    expect(topic.comments[0]).toEqual({
      id: expect.any(Number),
      topic: busyTopicId,
      text: 'Comment 25',
      created_by: { id: reader.id, first_name: 'Test', last_name: 'User' },
      created_at: minutes(124).toISOString(),
      updated_at: minutes(124).toISOString(),
      can_edit: true,
      can_delete: true,
    });
  });

  it('serves later pages with ?comments_page= and clamps one past the last', async () => {
    const third: TopicDetail = (
      await get(`/api/forums/topics/${busyTopicId}/?comments_page=3`)
    ).json();
    expect(third.comments.map((comment) => comment.text)).toEqual([
      'Comment 5',
      'Comment 4',
      'Comment 3',
      'Comment 2',
      'Comment 1',
    ]);
    const beyond: TopicDetail = (
      await get(`/api/forums/topics/${busyTopicId}/?comments_page=9`)
    ).json();
    expect(beyond.comments_page).toBe(3);
    expect(beyond.comments).toHaveLength(5);
  });

  it('answers 404 for a topic that does not exist', async () => {
    const response = await get('/api/forums/topics/999999/');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });
});
