import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseListItem } from '@academy/contract/catalogue';
import type { Page } from '@academy/contract/pagination';
import { createSecondApp, createTestApp, type TestApp } from '../../test/app.ts';
import { createCategory, createCourse } from '../../test/factories.ts';

// Two workers (app instances on one database; on PostgreSQL each with a pool of its own) answer
// the pages of one search in turn: the database ranks for both, so the pages put together are
// the whole answer in the one order, with no course twice and none left out.

let first: TestApp;
let secondApp: Awaited<ReturnType<typeof createSecondApp>>;
let second: FastifyInstance;
const created: number[] = [];

beforeAll(async () => {
  first = await createTestApp();
  secondApp = await createSecondApp(first);
  second = secondApp.app;
  const { db } = first.app;
  const category = await createCategory(db, { name: 'Cohort Studies', slug: 'cohort-studies' });
  // Many ties on purpose: the same rank, the same students, the same price.
  for (let index = 0; index < 23; index += 1) {
    const course = await createCourse(db, {
      title: index % 3 === 0 ? `Cohort design ${index}` : `Survival course ${index}`,
      description: index % 2 === 0 ? 'Cohort follow-up in practice.' : 'Hazards.',
      categoryId: category.id,
      studentsCount: index % 4,
      price: index % 2 === 0 ? '3000.00' : '4500.00',
    });
    created.push(course.id);
  }
});
afterAll(async () => {
  await secondApp?.close();
  await first?.close();
});

async function page(app: FastifyInstance, query: string, number: number) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/list-courses/?${query}&page=${number}&page_size=4`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<Page<CourseListItem>>();
}

describe.each([
  { query: 'search=cohort' },
  { query: 'search=cohrt' },
  { query: 'search=cohort&ordering=price-low' },
  { query: 'ordering=popularity' },
  { query: 'ordering=rating' },
])('the pages of $query from two workers in turn', ({ query }) => {
  it('neither repeat nor skip a course, and follow the order of the whole answer', async () => {
    const whole = await first.app.inject({ method: 'GET', url: `/api/list-courses/?${query}` });
    const everyOne = whole.json<CourseListItem[]>().map((item) => item.course_id);
    expect(everyOne.length).toBeGreaterThan(4);
    const seen: number[] = [];
    const workers = [first.app, second];
    for (let number = 1; seen.length < everyOne.length; number += 1) {
      const { results, count } = await page(workers[number % 2]!, query, number);
      expect(count).toBe(everyOne.length);
      expect(results.length).toBeGreaterThan(0);
      seen.push(...results.map((item) => item.course_id));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(everyOne);
    // And the other worker answers each page alike.
    for (let number = 1; (number - 1) * 4 < everyOne.length; number += 1) {
      expect(await page(second, query, number)).toEqual(await page(first.app, query, number));
    }
  });
});
