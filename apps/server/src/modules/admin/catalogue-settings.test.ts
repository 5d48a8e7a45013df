import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { discountCourses } from '../../db/schema/pricing.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createCategory, createCourse, createUser } from '../../test/factories.ts';

let testApp: TestApp;
let headers: Record<string, string>;
const app = () => testApp.app;
const db = () => testApp.app.db;

beforeAll(async () => {
  testApp = await createTestApp();
  headers = await authHeader(app(), await createUser(db(), { role: 'admin' }));
});
afterAll(async () => {
  await testApp.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app().inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('a category in Bangla', () => {
  it('is named in both languages by staff, and the public list gives both', async () => {
    const created = await call('POST', '/api/admin/categories/', {
      name: 'Public Health',
      name_bn: ' জনস্বাস্থ্য ',
      slug: 'public-health',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Public Health', name_bn: 'জনস্বাস্থ্য' });
    const id = created.json().id;
    const listed = await app().inject({ method: 'GET', url: '/api/categories/' });
    expect(listed.json()).toContainEqual({
      category_id: id,
      category_name: 'Public Health',
      category_name_bn: 'জনস্বাস্থ্য',
      slug: 'public-health',
    });
    // Left out, it stays empty, and readers in Bangla see the English name meanwhile.
    const plain = await call('PUT', `/api/admin/categories/${id}/`, {
      name: 'Public Health',
      slug: 'public-health',
    });
    expect(plain.json()).toMatchObject({ name_bn: '' });
    const tooLong = await call('PUT', `/api/admin/categories/${id}/`, {
      name: 'Public Health',
      name_bn: 'জ'.repeat(121),
      slug: 'public-health',
    });
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json())).toEqual(['name_bn']);
    const learner = await authHeader(app(), await createUser(db()));
    const refused = await app().inject({
      method: 'PUT',
      url: `/api/admin/categories/${id}/`,
      headers: learner,
      payload: { name: 'Taken over', name_bn: 'দখল', slug: 'public-health' },
    });
    expect(refused.statusCode).toBe(403);
    expect((await call('GET', '/api/admin/categories/')).json()).toContainEqual(
      expect.objectContaining({ id, name: 'Public Health', name_bn: '' }),
    );
  });
});

describe('/api/admin/categories/', () => {
  it('creates, lists with course counts, updates and deletes empty categories', async () => {
    const created = await call('POST', '/api/admin/categories/', {
      name: 'Genomics',
      slug: 'genomics',
      position: 7,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Genomics',
      slug: 'genomics',
      position: 7,
      courses_count: 0,
    });
    const id = created.json().id;
    const duplicate = await call('POST', '/api/admin/categories/', {
      name: 'Genomics',
      slug: 'genomics-2',
    });
    expect(duplicate.json()).toEqual({ name: ['A category with this name already exists.'] });
    const badSlug = await call('POST', '/api/admin/categories/', {
      name: 'Other',
      slug: 'Not A Slug',
    });
    expect(badSlug.json()).toEqual({ slug: ['Use lowercase letters, digits and hyphens only.'] });

    const updated = await call('PUT', `/api/admin/categories/${id}/`, {
      name: 'Genomics & Omics',
      slug: 'omics',
    });
    expect(updated.json()).toMatchObject({ id, name: 'Genomics & Omics', slug: 'omics' });
    await createCourse(db(), { categoryId: id });
    const listed = await call('GET', '/api/admin/categories/');
    expect(listed.json().find((category: { id: number }) => category.id === id)).toMatchObject({
      courses_count: 1,
    });
    const refused = await call('DELETE', `/api/admin/categories/${id}/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      detail: 'This category still has courses. Move them to another category first.',
    });
    const empty = await createCategory(db());
    expect((await call('DELETE', `/api/admin/categories/${empty.id}/`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/categories/${empty.id}/`)).statusCode).toBe(404);
    const actions = (await db().select().from(auditLog)).map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['category.create', 'category.update', 'category.delete']),
    );
  });
});

describe('/api/admin/discounts/', () => {
  it('creates a discount over courses with sale prices, replaces it and deletes it', async () => {
    const [a, b] = [await createCourse(db(), { price: '8000.00' }), await createCourse(db())];
    const created = await call('POST', '/api/admin/discounts/', {
      name: 'Eid Offer',
      discount_type: 'percentage',
      value: '15',
      end_date: '2099-01-01T00:00:00.000Z',
      courses: [a.id, b.id],
      price_after_discount: { [String(a.id)]: '6500' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Eid Offer',
      discount_type: 'percentage',
      value: '15.00',
      end_date: '2099-01-01T00:00:00.000Z',
      is_active: true,
      in_force: true,
      courses: [a.id, b.id].sort((x, y) => x - y),
      price_after_discount: { [String(a.id)]: '6500.00' },
    });
    const id = created.json().id;
    const detail = await app().inject({ method: 'GET', url: `/api/course-details/${a.id}/` });
    expect(detail.json().discounted_price).toBe('6500.00');

    const replaced = await call('PUT', `/api/admin/discounts/${id}/`, {
      name: 'Eid Offer',
      discount_type: 'fixed',
      value: 500,
      is_active: false,
      courses: [b.id],
    });
    expect(replaced.json()).toMatchObject({
      courses: [b.id],
      is_active: false,
      in_force: false,
      price_after_discount: {},
    });
    expect(
      await db().select().from(discountCourses).where(eq(discountCourses.discountId, id)),
    ).toHaveLength(1);
    expect((await call('DELETE', `/api/admin/discounts/${id}/`)).statusCode).toBe(204);
    expect(
      (await call('GET', '/api/admin/discounts/')).json().some((d: { id: number }) => d.id === id),
    ).toBe(false);
  });

  it('validates values, percentages, dates and courses', async () => {
    const response = await call('POST', '/api/admin/discounts/', {
      name: '',
      discount_type: 'percentage',
      value: '150',
      end_date: 'soon',
      courses: [],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      name: ['This field is required.'],
      end_date: ['Enter a valid date and time.'],
    });
    const tooHigh = await call('POST', '/api/admin/discounts/', {
      name: 'X',
      discount_type: 'percentage',
      value: '150',
    });
    expect(tooHigh.json()).toEqual({ value: ['A percentage cannot be more than 100.'] });
    const unknown = await call('POST', '/api/admin/discounts/', {
      name: 'X',
      discount_type: 'fixed',
      value: '10',
      courses: [99999999],
    });
    expect(unknown.json()).toEqual({ courses: ['Course 99999999 does not exist.'] });
    const stray = await call('POST', '/api/admin/discounts/', {
      name: 'X',
      discount_type: 'fixed',
      value: '10',
      courses: [],
      price_after_discount: { '5': '100' },
    });
    expect(stray.json()).toEqual({
      price_after_discount: ['Sale prices can only be set for the courses of this discount.'],
    });
  });
});

describe('/api/admin/coupons/', () => {
  it('creates coupons with limits, refuses duplicate codes, updates and deletes', async () => {
    const course = await createCourse(db());
    const created = await call('POST', '/api/admin/coupons/', {
      code: 'doctor20',
      name: 'Doctors 20%',
      description: 'For BMDC members',
      discount_type: 'percentage',
      value: '20',
      course_id: course.id,
      expires_at: '2099-06-01T00:00:00.000Z',
      max_uses: 50,
      max_uses_per_user: 1,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      code: 'DOCTOR20',
      value: '20.00',
      course_id: course.id,
      course_title: course.title,
      max_uses: 50,
      max_uses_per_user: 1,
      used_count: 0,
      is_active: true,
    });
    const id = created.json().id;
    const validated = await app().inject({
      method: 'POST',
      url: '/api/coupons/validate/',
      payload: { code: 'DOCTOR20', course_id: course.id },
    });
    expect(validated.json()).toMatchObject({ coupon_name: 'Doctors 20%', discount_value: '20.00' });

    const duplicate = await call('POST', '/api/admin/coupons/', {
      code: 'DOCTOR20',
      name: 'Again',
      discount_type: 'fixed',
      value: '100',
    });
    expect(duplicate.json()).toEqual({ code: ['A coupon with this code already exists.'] });
    const invalid = await call('POST', '/api/admin/coupons/', {
      code: 'ab',
      name: 'Bad',
      discount_type: 'fixed',
      value: '-1',
      max_uses: 0,
    });
    expect(invalid.json()).toEqual({
      code: ['Use 4 to 32 letters and digits only.'],
      value: ['Enter a valid amount.'],
      max_uses: ['Ensure this value is greater than or equal to 1.'],
    });

    const paused = await call('PUT', `/api/admin/coupons/${id}/`, {
      code: 'DOCTOR20',
      name: 'Doctors 20%',
      discount_type: 'percentage',
      value: '20',
      is_active: false,
    });
    expect(paused.json()).toMatchObject({ is_active: false, course_id: null });
    const refused = await app().inject({
      method: 'POST',
      url: '/api/coupons/validate/',
      payload: { code: 'DOCTOR20', course_id: course.id },
    });
    expect(refused.json()).toMatchObject({ message: 'Invalid promo code.' });
    expect((await call('DELETE', `/api/admin/coupons/${id}/`)).statusCode).toBe(204);
    expect((await call('GET', '/api/admin/coupons/')).json()).toEqual([]);
  });
});
