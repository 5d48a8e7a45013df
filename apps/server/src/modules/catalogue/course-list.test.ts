import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseListItem } from '@academy/contract/catalogue';
import { users } from '../../db/schema/accounts.ts';
import { seedDemo } from '../../seed/seed-demo.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createCourse, createUser } from '../../test/factories.ts';

let testApp: TestApp;
let all: CourseListItem[];
const learner = { id: 3, role: 'learner' as const };

beforeAll(async () => {
  testApp = await createTestApp();
  await seedDemo(testApp.app.db);
  await createCourse(testApp.app.db, {
    title: 'Unpublished Draft Course',
    status: 'draft',
    categoryId: 1,
    instructorId: 2,
  });
  all = (await get('/api/list-courses/')).json();
});
afterAll(() => testApp.close());

function get(url: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: 'GET', url, headers });
}

const ids = (courses: CourseListItem[]) => courses.map((course) => course.course_id);
/** What a learner would pay today: the discounted price while a discount is in force. */
const paid = (course: CourseListItem) => course.discounted_price ?? course.price;

describe('GET /api/list-courses/ without page', () => {
  it('answers the plain array of every listed course, placeholders included, drafts never', async () => {
    expect(Array.isArray(all)).toBe(true);
    expect(all).toHaveLength(22);
    expect(ids(all)).toEqual(expect.arrayContaining([1, 14, 19, 20, 9991, 9992]));
    expect(all.map((course) => course.course_title)).not.toContain('Unpublished Draft Course');
    const placeholders = all.filter((course) => [9991, 9992].includes(course.course_id));
    expect(
      placeholders.map((course) => [course.course_title, course.status, course.price]),
    ).toEqual(
      expect.arrayContaining([
        ['Advanced AI Techniques', 'coming_soon', '0.00'],
        ['Quantum Computing Basics', 'coming_soon', '0.00'],
      ]),
    );
  });

  it('carries every course field with status and badge data', () => {
    const course = all.find((item) => item.course_id === 14);
    expect(course).toEqual({
      course_id: 14,
      course_title: 'AI Research Bootcamp: From Idea to Publication',
      description: expect.stringContaining('save up to 33%'),
      price: '15000.00',
      discounted_price: null,
      discount: null,
      thumbnail: null,
      category: 6,
      category_name: 'Training',
      category_slug: 'training',
      instructor_name: 'Rafiqul Islam',
      instructor_profile_picture: null,
      total_students: expect.any(Number),
      total_hours: expect.any(Number),
      total_lessons: 12,
      rating: null,
      rating_count: 0,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      class_code: 'TR-AIB401',
      status: 'published',
      badge: 'offer',
      badge_text: null,
      enrollment_open: true,
      is_enrolled: false,
      isEnrolled: false,
    });
    const seatsFilled = all.find((item) => item.course_id === 20);
    expect(seatsFilled).toMatchObject({
      course_title: 'Sit Filled Up',
      badge: 'seats_filled',
      enrollment_open: false,
    });
    expect(all.find((item) => item.course_id === 19)).toMatchObject({
      course_title: 'Coming Soon',
      badge: 'coming_soon',
    });
  });

  it('reads total_hours from the lesson minutes and the discount in force from pricing', () => {
    for (const course of all) expect(Number.isInteger(course.total_hours * 10)).toBe(true);
    expect(all.find((item) => item.course_id === 2)).toMatchObject({
      price: '8000.00',
      discounted_price: '7000.00',
      discount: { discount_id: 1, discount_type: 'fixed', value: '1000.00', percentage: null },
    });
    expect(all.find((item) => item.course_id === 16)).toMatchObject({
      price: '7500.00',
      discounted_price: '5999.00',
      discount: { discount_id: 3, price_after_discount: '5999.00', percentage: '20.00' },
    });
    // Courses 7 and 13 only have an ended and a switched-off discount.
    for (const id of [7, 13]) {
      expect(all.find((item) => item.course_id === id)).toMatchObject({
        discounted_price: null,
        discount: null,
      });
    }
  });

  it('marks the courses the bearer is enrolled in, under both names', async () => {
    const response = await get('/api/list-courses/', await authHeader(testApp.app, learner));
    expect(response.statusCode).toBe(200);
    const courses: CourseListItem[] = response.json();
    const enrolled = courses.filter((course) => course.is_enrolled);
    expect(ids(enrolled).sort((a, b) => a - b)).toEqual([1, 3, 6]);
    for (const course of courses) expect(course.isEnrolled).toBe(course.is_enrolled);
    expect(all.every((course) => !course.is_enrolled && !course.isEnrolled)).toBe(true);
  });

  it('refuses an invalid bearer token instead of answering as a visitor', async () => {
    const response = await get('/api/list-courses/', { authorization: 'Bearer not-a-token' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Given token not valid for any token type' });
  });

  it('refuses a token older than a password change, or of a deleted account', async () => {
    const { db } = testApp.app;
    const reader = await createUser(db);
    const headers = await authHeader(testApp.app, reader);
    expect((await get('/api/list-courses/?page=1', headers)).statusCode).toBe(200);
    await db
      .update(users)
      .set({ passwordChangedAt: new Date(Date.now() + 2_000) })
      .where(eq(users.id, reader.id));
    expect((await get('/api/list-courses/?page=1', headers)).statusCode).toBe(401);
    const gone = await createUser(db);
    const goneHeaders = await authHeader(testApp.app, gone);
    await db.delete(users).where(eq(users.id, gone.id));
    expect((await get('/api/list-courses/?page=1', goneHeaders)).statusCode).toBe(401);
  });
});

describe('GET /api/list-courses/?page=', () => {
  it('answers the DRF envelope with 12 per page and links that keep the filters', async () => {
    const first = (await get('/api/list-courses/?page=1&ordering=newest')).json();
    expect(first.count).toBe(22);
    expect(first.results).toHaveLength(12);
    expect(first.previous).toBeNull();
    expect(first.next).toBe('/api/list-courses/?page=2&ordering=newest');
    const second = (await get(first.next)).json();
    expect(second.results).toHaveLength(10);
    expect(second.next).toBeNull();
    expect(second.previous).toBe('/api/list-courses/?page=1&ordering=newest');
    expect([...ids(first.results), ...ids(second.results)]).toEqual(
      ids((await get('/api/list-courses/?ordering=newest')).json()),
    );
  });

  it('honours page_size up to 100 and refuses more', async () => {
    const page = (await get('/api/list-courses/?page=2&page_size=5')).json();
    expect(page.results).toHaveLength(5);
    expect(ids(page.results)).toEqual(ids(all).slice(5, 10));
    expect((await get('/api/list-courses/?page=1&page_size=100')).json().results).toHaveLength(22);
    const tooLarge = await get('/api/list-courses/?page=1&page_size=101');
    expect(tooLarge.statusCode).toBe(400);
    expect(Object.keys(tooLarge.json())).toEqual(['page_size']);
  });

  it('answers 404 "Invalid page." past the last page, like DRF', async () => {
    const response = await get('/api/list-courses/?page=3');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Invalid page.' });
    const zero = await get('/api/list-courses/?page=0');
    expect(zero.statusCode).toBe(400);
    expect(Object.keys(zero.json())).toEqual(['page']);
  });

  it('answers an empty first page when nothing matches', async () => {
    const response = await get('/api/list-courses/?page=1&category=no-such-category');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 0, next: null, previous: null, results: [] });
  });
});

describe('ordering', () => {
  const sorted = async (ordering: string) =>
    (await get(`/api/list-courses/?ordering=${ordering}`)).json() as Promise<CourseListItem[]>;

  it('defaults to popularity: most students first, then by id', async () => {
    const expected = [...all].sort(
      (a, b) => b.total_students - a.total_students || a.course_id - b.course_id,
    );
    expect(ids(all)).toEqual(ids(expected));
    expect(ids(await sorted('popularity'))).toEqual(ids(expected));
    expect(all[0]!.total_students).toBeGreaterThan(all.at(-1)!.total_students);
  });

  it('rating: best rated first, unrated last', async () => {
    const courses = await sorted('rating');
    const expected = [...all].sort(
      (a, b) => (b.rating ?? -1) - (a.rating ?? -1) || a.course_id - b.course_id,
    );
    expect(ids(courses)).toEqual(ids(expected));
    expect(courses[0]!.rating).not.toBeNull();
    expect(courses.at(-1)!.rating).toBeNull();
  });

  it('newest: latest created first', async () => {
    const courses = await sorted('newest');
    const expected = [...all].sort(
      (a, b) => b.created_at.localeCompare(a.created_at) || b.course_id - a.course_id,
    );
    expect(ids(courses)).toEqual(ids(expected));
  });

  it('price-low and price-high sort by the price paid today, discounts in force included', async () => {
    const byPrice = (a: CourseListItem, b: CourseListItem) => Number(paid(a)) - Number(paid(b));
    // The demo has discounted courses whose reduced price falls between other list prices.
    expect(all.some((course) => course.discounted_price !== null)).toBe(true);
    const low = await sorted('price-low');
    expect(ids(low)).toEqual(
      ids([...all].sort((a, b) => byPrice(a, b) || a.course_id - b.course_id)),
    );
    const high = await sorted('price-high');
    expect(ids(high)).toEqual(
      ids([...all].sort((a, b) => byPrice(b, a) || b.course_id - a.course_id)),
    );
    expect(Number(paid(high[0]!))).toBe(Math.max(...all.map((course) => Number(paid(course)))));
    expect(low[0]!.price).toBe('0.00');
  });

  it('refuses an unknown ordering with the allowed values', async () => {
    const response = await get('/api/list-courses/?ordering=cheapest');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      ordering: [
        'Select a valid choice. Allowed: popularity, rating, newest, price-low, price-high.',
      ],
    });
  });
});

describe('filters', () => {
  it('category by id or slug', async () => {
    const expected = ids(all.filter((course) => course.category === 5));
    expect(expected.length).toBeGreaterThan(1);
    expect(ids((await get('/api/list-courses/?category=5')).json())).toEqual(expected);
    expect(ids((await get('/api/list-courses/?category=neuroscience')).json())).toEqual(expected);
    expect(ids((await get('/api/list-courses/?category=Neuroscience')).json())).toEqual(expected);
    expect((await get('/api/list-courses/?category=999')).json()).toEqual([]);
    const bad = await get('/api/list-courses/?category=no%20spaces');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ category: ['Enter a category id or slug.'] });
  });

  it('price range on the price paid today, inclusive at both ends', async () => {
    const courses: CourseListItem[] = (
      await get('/api/list-courses/?min_price=5999&max_price=12000')
    ).json();
    const expected = all.filter(
      (course) => Number(paid(course)) >= 5999 && Number(paid(course)) <= 12000,
    );
    expect(ids(courses)).toEqual(ids(expected));
    // Course 2 lists at 7500.00 and sells at 5999.00 today: the low end counts what is paid.
    expect(courses.some((course) => course.discounted_price === '5999.00')).toBe(true);
    expect(courses.some((course) => paid(course) === '12000.00')).toBe(true);
    const justAbove = (await get('/api/list-courses/?min_price=6000&max_price=7500')).json();
    expect(justAbove.some((course: CourseListItem) => course.discounted_price === '5999.00')).toBe(
      false,
    );
    const free = (await get('/api/list-courses/?max_price=0')).json();
    expect(free.map((course: CourseListItem) => course.price)).toEqual(
      all.filter((course) => course.price === '0.00').map(() => '0.00'),
    );
  });

  it('minimum rating drops lower-rated and unrated courses; 0 keeps everything', async () => {
    const rated: CourseListItem[] = (await get('/api/list-courses/?min_rating=4.5')).json();
    expect(rated.length).toBeGreaterThan(0);
    expect(ids(rated)).toEqual(ids(all.filter((course) => (course.rating ?? 0) >= 4.5)));
    expect((await get('/api/list-courses/?min_rating=0')).json()).toHaveLength(22);
  });

  it('treats empty parameters as absent, so a form can send them all', async () => {
    const response = await get(
      '/api/list-courses/?search=&ordering=&category=&min_price=&max_price=&min_rating=',
    );
    expect(response.statusCode).toBe(200);
    expect(ids(response.json())).toEqual(ids(all));
  });

  it('answers field errors for bad values', async () => {
    const cases: [string, Record<string, string[]>][] = [
      ['min_price=abc', { min_price: ['Enter a valid amount.'] }],
      ['max_price=-5', { max_price: ['Enter a valid amount.'] }],
      [
        'min_price=5000&max_price=100',
        { max_price: ['Ensure this value is greater than or equal to min_price.'] },
      ],
      ['min_rating=6', { min_rating: ['Enter a rating between 0 and 5.'] }],
      ['min_rating=good', { min_rating: ['Enter a rating between 0 and 5.'] }],
      [
        `search=${'a'.repeat(101)}`,
        { search: ['Ensure this field has no more than 100 characters.'] },
      ],
    ];
    for (const [query, body] of cases) {
      const response = await get(`/api/list-courses/?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual(body);
    }
  });
});
