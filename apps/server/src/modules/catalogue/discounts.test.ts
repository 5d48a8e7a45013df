import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseListItem, DiscountEntry } from '@academy/contract/catalogue';
import { discountCourses, discounts } from '../../db/schema/pricing.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createCategory, createCourse, createUser } from '../../test/factories.ts';

let testApp: TestApp;
const course: Record<string, number> = {};
const discount: Record<string, number> = {};
const day = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.app.db;
  const instructorId = (await createUser(db, { role: 'instructor' })).id;
  const categoryId = (await createCategory(db)).id;
  const add = async (key: string, price: string, status: 'published' | 'draft' = 'published') => {
    course[key] = (await createCourse(db, { price, status, instructorId, categoryId })).id;
  };
  await add('fixed', '8000.00');
  await add('percentage', '11000.00');
  await add('provided', '7500.00');
  await add('cheap', '500.00');
  await add('overlap', '10000.00');
  await add('inactive', '6000.00');
  await add('expired', '6000.00');
  await add('zero', '4000.00');
  await add('draft', '3000.00', 'draft');

  const addDiscount = async (
    key: string,
    values: Omit<typeof discounts.$inferInsert, 'name'>,
    courses: { key: string; priceAfterDiscount?: string }[],
  ) => {
    const [row] = await db
      .insert(discounts)
      .values({ name: `Sale ${key}`, ...values })
      .returning();
    discount[key] = row!.id;
    await db.insert(discountCourses).values(
      courses.map((entry) => ({
        discountId: row!.id,
        courseId: course[entry.key]!,
        priceAfterDiscount: entry.priceAfterDiscount ?? null,
      })),
    );
  };
  const future = new Date(Date.now() + 30 * day);
  await addDiscount('fixed', { discountType: 'fixed', value: '1000.00', endDate: future }, [
    { key: 'fixed' },
    { key: 'cheap' },
    { key: 'overlap' },
    { key: 'draft' },
  ]);
  await addDiscount('percentage', { discountType: 'percentage', value: '12.50', endDate: null }, [
    { key: 'percentage' },
    { key: 'overlap' },
  ]);
  await addDiscount('provided', { discountType: 'percentage', value: '20.00', endDate: future }, [
    { key: 'provided', priceAfterDiscount: '5999.00' },
  ]);
  await addDiscount(
    'inactive',
    { discountType: 'fixed', value: '2000.00', endDate: future, isActive: false },
    [{ key: 'inactive' }],
  );
  await addDiscount(
    'expired',
    { discountType: 'percentage', value: '30.00', endDate: new Date(Date.now() - day) },
    [{ key: 'expired' }],
  );
  await addDiscount('zero', { discountType: 'fixed', value: '0.00', endDate: future }, [
    { key: 'zero' },
  ]);
});
afterAll(() => testApp.close());

async function listed(): Promise<Map<number, CourseListItem>> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/list-courses/' });
  return new Map((response.json() as CourseListItem[]).map((item) => [item.course_id, item]));
}

describe('discounted prices', () => {
  it('subtracts a fixed value, takes a percentage off, or uses the provided price', async () => {
    const courses = await listed();
    expect(courses.get(course.fixed!)).toMatchObject({
      price: '8000.00',
      discounted_price: '7000.00',
    });
    // 12.5 % of 11000 is 1375.
    expect(courses.get(course.percentage!)).toMatchObject({ discounted_price: '9625.00' });
    expect(courses.get(course.provided!)).toMatchObject({
      discounted_price: '5999.00',
      discount: { discount_type: 'percentage', value: '20.00', price_after_discount: '5999.00' },
    });
  });

  it('never goes below 0', async () => {
    expect((await listed()).get(course.cheap!)).toMatchObject({
      price: '500.00',
      discounted_price: '0.00',
    });
  });

  it('ignores inactive and expired discounts', async () => {
    const courses = await listed();
    for (const key of ['inactive', 'expired']) {
      expect(courses.get(course[key]!)).toMatchObject({ discount: null, discounted_price: null });
    }
  });

  it('applies the best of overlapping discounts', async () => {
    // 1000 off 10000 leaves 9000; 12.5 % off leaves 8750.
    expect((await listed()).get(course.overlap!)).toMatchObject({
      discounted_price: '8750.00',
      discount: { discount_id: discount.percentage, percentage: '12.50' },
    });
  });

  it('carries a zero discount without a reduced price', async () => {
    expect((await listed()).get(course.zero!)).toMatchObject({
      discounted_price: null,
      discount: { value: '0.00' },
    });
  });
});

describe('GET /api/discounts/', () => {
  it('lists discounts in force flattened to one entry per listed course', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/discounts/' });
    expect(response.statusCode).toBe(200);
    const entries: DiscountEntry[] = response.json();
    expect(entries.map((entry) => [entry.id, entry.course_id])).toEqual([
      [discount.fixed, course.fixed],
      [discount.fixed, course.cheap],
      [discount.fixed, course.overlap],
      [discount.percentage, course.percentage],
      [discount.percentage, course.overlap],
      [discount.provided, course.provided],
      [discount.zero, course.zero],
    ]);
    expect(entries[0]).toEqual({
      id: discount.fixed,
      name: 'Sale fixed',
      courses: [course.fixed],
      course_id: course.fixed,
      percentage: null,
      price_after_discount: {},
      end_date: expect.stringMatching(/Z$/),
      is_active: true,
      discount_type: 'fixed',
      value: '1000.00',
      original_price: '8000.00',
      discounted_price: '7000.00',
    });
    const provided = entries.find((entry) => entry.id === discount.provided);
    expect(provided).toMatchObject({
      percentage: '20.00',
      price_after_discount: { [String(course.provided)]: '5999.00' },
      discounted_price: '5999.00',
    });
    expect(entries.find((entry) => entry.id === discount.percentage)?.end_date).toBeNull();
  });

  it('pages with ?page=', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/discounts/?page=2&page_size=5',
    });
    const page = response.json();
    expect(page.count).toBe(7);
    expect(page.results).toHaveLength(2);
    expect(page.previous).toBe('/api/discounts/?page=1&page_size=5');
    const past = await testApp.app.inject({
      method: 'GET',
      url: '/api/discounts/?page=3&page_size=5',
    });
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ detail: 'Invalid page.' });
  });
});
