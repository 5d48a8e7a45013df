import type { Role } from '@academy/contract/roles';
import { MAX_PAGE_SIZE, paginationMessages } from '@academy/contract/pagination';
import type { TopicDetail } from '@academy/contract/forum';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../db/schema/contact.ts';
import { certificates } from '../db/schema/learning.ts';
import { paymentOrders } from '../db/schema/orders.ts';
import { userIds } from '../seed/content/people.ts';
import { seedDemo } from '../seed/seed-demo.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { authHeader } from '../test/factories.ts';
import { runJobsUntilSettled } from '../test/jobs.ts';

type Reader = 'visitor' | 'learner' | 'instructor' | 'admin';
type Page = { count: number; next: string | null; previous: string | null; results: Item[] };
type Item = Record<string, unknown>;

/**
 * Every paginated list of the API: its OpenAPI path, the request that reads it in the demo academy,
 * who reads it and what names one item. A new paginated route fails the test until it is listed.
 */
const paginatedLists: Record<string, { url: string; as: Reader; key: string }> = {
  '/api/list-courses/': { url: '/api/list-courses/', as: 'visitor', key: 'course_id' },
  '/api/discounts/': { url: '/api/discounts/', as: 'visitor', key: 'course_id' },
  '/api/courses/{id}/reviews/': { url: '/api/courses/1/reviews/', as: 'visitor', key: 'review_id' },
  '/api/forums/topics/': { url: '/api/forums/topics/', as: 'learner', key: 'id' },
  '/api/announcements/course/{courseId}/': {
    url: '/api/announcements/course/1/',
    as: 'learner',
    key: 'announcement_id',
  },
  '/api/courses/{id}/roster/': {
    url: '/api/courses/1/roster/',
    as: 'instructor',
    key: 'user_id',
  },
  '/api/courses/{id}/classmates/': {
    url: '/api/courses/1/classmates/',
    as: 'learner',
    key: 'user_id',
  },
  '/api/notifications/': { url: '/api/notifications/', as: 'learner', key: 'id' },
  '/api/payments/': { url: '/api/payments/', as: 'learner', key: 'id' },
  '/api/orders/': { url: '/api/orders/', as: 'learner', key: 'invoice_number' },
  '/api/enrollments/': { url: '/api/enrollments/', as: 'learner', key: 'enrollment_id' },
  '/api/certificates/': { url: '/api/certificates/', as: 'learner', key: 'code' },
  '/api/chat/conversations/': { url: '/api/chat/conversations/', as: 'learner', key: 'course_id' },
  '/api/instructor-courses/': {
    url: '/api/instructor-courses/',
    as: 'instructor',
    key: 'course_id',
  },
  '/api/quizzes/{id}/attempts/': {
    url: '/api/quizzes/1/attempts/',
    as: 'instructor',
    key: 'attempt_id',
  },
  '/api/courses/{courseId}/gradebook/': {
    url: '/api/courses/1/gradebook/',
    as: 'instructor',
    key: 'learner_id',
  },
  '/api/grading-queue/': { url: '/api/grading-queue/', as: 'instructor', key: 'id' },
  '/api/admin/users/': { url: '/api/admin/users/', as: 'admin', key: 'id' },
  '/api/admin/courses/': { url: '/api/admin/courses/', as: 'admin', key: 'id' },
  '/api/admin/payments/': { url: '/api/admin/payments/', as: 'admin', key: 'id' },
  '/api/admin/contact-messages/': { url: '/api/admin/contact-messages/', as: 'admin', key: 'id' },
  '/api/admin/jobs/failed/': { url: '/api/admin/jobs/failed/', as: 'admin', key: 'id' },
  '/api/admin/orders/': { url: '/api/admin/orders/', as: 'admin', key: 'invoice_number' },
  '/api/admin/live-classes/overdue-recordings/': {
    url: '/api/admin/live-classes/overdue-recordings/',
    as: 'admin',
    key: 'id',
  },
  '/api/courses/{id}/live-classes/past/': {
    url: '/api/courses/1/live-classes/past/',
    as: 'learner',
    key: 'id',
  },
  '/api/courses/{id}/live-classes/attendance/': {
    url: '/api/courses/1/live-classes/attendance/',
    as: 'instructor',
    key: 'user_id',
  },
  // The demo's kick-off class (the weekly series and the paper reading come first).
  '/api/live-classes/{id}/attendance/': {
    url: '/api/live-classes/10/attendance/',
    as: 'instructor',
    key: 'user_id',
  },
};

let testApp: TestApp;
let headers: Record<Reader, Record<string, string>>;

beforeAll(async () => {
  // A mail server that is always down, so that mails end as failed jobs for staff to page through.
  testApp = await createTestApp({
    services: {
      mailTransport: {
        async send() {
          throw new Error('connect ECONNREFUSED 127.0.0.1:587');
        },
      },
    },
  });
  const { db } = testApp.app;
  await seedDemo(db);
  // The demo academy has no certificates and no contact messages: a few of each to page through.
  await db.insert(certificates).values(
    [1, 2, 3].map((courseId) => ({
      code: `page-${courseId}`,
      userId: userIds.learner,
      courseId,
    })),
  );
  await db.insert(contactMessages).values(
    [1, 2, 3].map((n) => ({
      name: `Sender ${n}`,
      email: `sender${n}@example.com`,
      subject: `Question ${n}`,
      message: 'When does the next cohort start?',
    })),
  );
  // Online orders: the demo academy has none.
  await db.insert(paymentOrders).values(
    [1, 2, 3].map((courseId) => ({
      invoiceNumber: `PAGE-${courseId}`,
      userId: userIds.learner,
      courseId,
      gateway: 'bkash' as const,
      paymentType: 'single' as const,
      students: 1,
      amount: '1000.00',
    })),
  );
  // Two messages through the contact form: their mails to staff fail for good.
  for (const n of [1, 2]) {
    const sent = await testApp.app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: {
        name: `Visitor ${n}`,
        email: `visitor${n}@example.com`,
        subject: `Cohort question ${n}`,
        message: 'When does the next cohort start?',
      },
    });
    expect(sent.statusCode).toBe(201);
  }
  await runJobsUntilSettled(testApp);
  const as = (id: number, role: Role) => authHeader(testApp.app, { id, role });
  headers = {
    visitor: {},
    learner: await as(userIds.learner, 'learner'),
    instructor: await as(userIds.instructor, 'instructor'),
    admin: await as(userIds.admin, 'admin'),
  };
});
afterAll(() => testApp.close());

async function get(url: string, as: Reader) {
  return testApp.app.inject({ method: 'GET', url, headers: headers[as] });
}

/** Paths whose 200 answer is (or may be) the `{count, next, previous, results}` envelope. */
function pagedPaths(openapi: { paths: Record<string, Record<string, unknown>> }): string[] {
  const isEnvelope = (schema: unknown): boolean => {
    if (!schema || typeof schema !== 'object') return false;
    const node = schema as { properties?: object; anyOf?: unknown[]; oneOf?: unknown[] };
    const properties = Object.keys(node.properties ?? {});
    if (['count', 'next', 'previous', 'results'].every((name) => properties.includes(name))) {
      return true;
    }
    return [...(node.anyOf ?? []), ...(node.oneOf ?? [])].some(isEnvelope);
  };
  return Object.entries(openapi.paths)
    .filter(([, operations]) => {
      const get = operations.get as
        | { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }
        | undefined;
      return isEnvelope(get?.responses?.['200']?.content?.['application/json']?.schema);
    })
    .map(([path]) => path);
}

describe('paginated lists', () => {
  it('are all listed here, found from the OpenAPI document', async () => {
    const openapi = (await get('/api/openapi.json', 'visitor')).json();
    expect(pagedPaths(openapi).sort()).toEqual(Object.keys(paginatedLists).sort());
  });

  for (const [path, list] of Object.entries(paginatedLists)) {
    it(`${path} walked with page_size=1 shows every item exactly once`, async () => {
      const first = await get(`${list.url}?page=1&page_size=${MAX_PAGE_SIZE}`, list.as);
      expect(first.statusCode).toBe(200);
      const everything = first.json<Page>();
      expect(everything.next).toBeNull();
      const all = everything.results.map((item) => item[list.key]);
      // At least two items, each named, so the walk really turns a page.
      expect(all.length).toBeGreaterThanOrEqual(2);
      expect(all).not.toContain(undefined);
      expect(everything.count).toBe(all.length);

      const seen: unknown[] = [];
      let next: string | null = `${list.url}?page=1&page_size=1`;
      let pages = 0;
      while (next) {
        const response = await get(next, list.as);
        expect(response.statusCode, next).toBe(200);
        const page = response.json<Page>();
        expect(page.count).toBe(all.length);
        expect(page.results).toHaveLength(1);
        expect(page.previous === null).toBe(pages === 0);
        seen.push(...page.results.map((item) => item[list.key]));
        pages += 1;
        next = page.next;
      }
      expect(pages).toBe(all.length);
      expect(new Set(seen).size).toBe(seen.length);
      expect([...seen].sort()).toEqual([...all].sort());

      // One page past the last, at page_size=1 and at the list's own size: not found.
      for (const past of [`page=${pages + 1}&page_size=1`, `page=${pages + 1}`]) {
        const response = await get(`${list.url}?${past}`, list.as);
        expect(response.statusCode, past).toBe(404);
        expect(response.json(), past).toEqual({ detail: paginationMessages.pastTheLastPage });
      }
    });

    it(`${path} refuses a page size outside 1 to ${MAX_PAGE_SIZE} with a clear 400`, async () => {
      for (const pageSize of ['0', '-1', 'abc', '2.5', String(MAX_PAGE_SIZE + 1)]) {
        const response = await get(`${list.url}?page=1&page_size=${pageSize}`, list.as);
        expect(response.statusCode, pageSize).toBe(400);
        expect(response.json(), pageSize).toEqual({
          page_size: [paginationMessages.invalidPageSize],
        });
      }
      const response = await get(`${list.url}?page=0`, list.as);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ page: [paginationMessages.invalidPage] });
    });
  }
});

describe("a topic's comments", () => {
  const topicId = 1;

  it('walked with comments_page_size=1 show every comment exactly once', async () => {
    const detail = (page: number, size: number) =>
      get(
        `/api/forums/topics/${topicId}/?comments_page=${page}&comments_page_size=${size}`,
        'learner',
      );
    const whole = (await detail(1, MAX_PAGE_SIZE)).json<TopicDetail>();
    const all = whole.comments.map((comment) => comment.id);
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(whole.comments_page_count).toBe(1);

    const seen: number[] = [];
    for (let page = 1; page <= all.length; page += 1) {
      const response = await detail(page, 1);
      expect(response.statusCode).toBe(200);
      const body = response.json<TopicDetail>();
      expect(body.comments_page).toBe(page);
      expect(body.comments_page_count).toBe(all.length);
      seen.push(...body.comments.map((comment) => comment.id));
    }
    expect(seen).toEqual(all);
  });

  it('refuses a comments page size outside 1 to 100 with a clear 400', async () => {
    for (const pageSize of ['0', '-1', 'abc', String(MAX_PAGE_SIZE + 1)]) {
      const response = await get(
        `/api/forums/topics/${topicId}/?comments_page_size=${pageSize}`,
        'learner',
      );
      expect(response.statusCode, pageSize).toBe(400);
      expect(response.json()).toEqual({ comments_page_size: [paginationMessages.invalidPageSize] });
    }
  });
});
