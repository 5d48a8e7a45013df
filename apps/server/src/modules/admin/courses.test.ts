import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollments, paymentSubmissions } from '../../db/schema/enrolment.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createCourse, createUser } from '../../test/factories.ts';

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

describe('course settings', () => {
  it('lists every course with its settings, drafts included, searchable by title', async () => {
    const draft = await createCourse(db(), { status: 'draft', title: 'Draft Genomics Primer' });
    const response = await app().inject({
      method: 'GET',
      url: '/api/admin/courses/?search=genomics primer',
      headers,
    });
    expect(response.json()).toMatchObject({
      count: 1,
      results: [{ id: draft.id, status: 'draft', badge: null, enrollment_open: true, tiers: [] }],
    });
  });

  it('changes status, badge and enrolment, and the catalogue follows at once', async () => {
    const course = await createCourse(db());
    const before = await app().inject({ method: 'GET', url: `/api/course-details/${course.id}/` });
    expect(before.json()).toMatchObject({ enrollment_open: true, badge: null });
    const response = await app().inject({
      method: 'PATCH',
      url: `/api/admin/courses/${course.id}/`,
      headers,
      payload: { badge: 'seats_filled', badge_text: 'Sit Filled Up', enrollment_open: false },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      badge: 'seats_filled',
      badge_text: 'Sit Filled Up',
      enrollment_open: false,
    });
    const after = await app().inject({ method: 'GET', url: `/api/course-details/${course.id}/` });
    expect(after.json()).toMatchObject({ enrollment_open: false, badge: 'seats_filled' });
    const empty = await app().inject({
      method: 'PATCH',
      url: `/api/admin/courses/${course.id}/`,
      headers,
      payload: {},
    });
    expect(empty.json()).toEqual({ non_field_errors: ['No changes to update'] });
    const unknown = await app().inject({
      method: 'PATCH',
      url: '/api/admin/courses/99999999/',
      headers,
      payload: { status: 'published' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('replaces group tiers, computing the savings, and payments are priced by them', async () => {
    const course = await createCourse(db(), { price: '12000.00' });
    const response = await app().inject({
      method: 'PUT',
      url: `/api/admin/courses/${course.id}/tiers/`,
      headers,
      payload: {
        tiers: [
          { students: 3, price_per_student: '8000', is_popular: true },
          { students: 1, price_per_student: '12000' },
          { students: 2, price_per_student: 10000 },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().tiers).toEqual([
      { students: 1, price_per_student: '12000.00', savings: '0.00', is_popular: false },
      { students: 2, price_per_student: '10000.00', savings: '2000.00', is_popular: false },
      { students: 3, price_per_student: '8000.00', savings: '4000.00', is_popular: true },
    ]);
    const learner = await createUser(db());
    const paid = await app().inject({
      method: 'POST',
      url: '/api/manualpaymentsubmit/',
      headers: await authHeader(app(), learner),
      payload: {
        course_id: String(course.id),
        paid_amount: '20000.00',
        sender_number: '01712345678',
        transaction_id: 'TIERTEST01',
        payment_type: 'duo',
        teammate_one: {
          name: 'Sadia Islam',
          email: 'sadia.tier@example.com',
          number: '01711111111',
        },
      },
    });
    expect(paid.statusCode).toBe(201);
    const invalid = await app().inject({
      method: 'PUT',
      url: `/api/admin/courses/${course.id}/tiers/`,
      headers,
      payload: {
        tiers: [
          { students: 2, price_per_student: '1', is_popular: true },
          { students: 2, price_per_student: '2', is_popular: true },
        ],
      },
    });
    expect(invalid.json()).toEqual({
      tiers: ['Each group size may appear only once.', 'Mark at most one tier as popular.'],
    });
    const cleared = await app().inject({
      method: 'PUT',
      url: `/api/admin/courses/${course.id}/tiers/`,
      headers,
      payload: { tiers: [] },
    });
    expect(cleared.json().tiers).toEqual([]);
  });
});

describe('GET /api/admin/overview/', () => {
  it('counts pending payments, enrolments and approved revenue per day over 30 days', async () => {
    const overview = async () =>
      (await app().inject({ method: 'GET', url: '/api/admin/overview/', headers })).json();
    const before = await overview();
    const learner = await createUser(db());
    const [a, b] = [await createCourse(db()), await createCourse(db())];
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    await db()
      .insert(enrollments)
      .values([
        { userId: learner.id, courseId: a.id, source: 'admin', enrolledAt: daysAgo(3) },
        { userId: learner.id, courseId: b.id, source: 'admin', enrolledAt: daysAgo(45) },
      ]);
    const base = {
      userId: learner.id,
      courseId: a.id,
      paymentType: 'single' as const,
      students: 1,
      senderNumber: '01712345678',
      computedAmount: '100.00',
    };
    await db()
      .insert(paymentSubmissions)
      .values([
        {
          ...base,
          transactionId: 'OVERVIEW001',
          paidAmount: '4500.50',
          status: 'approved',
          reviewedAt: daysAgo(3),
        },
        {
          ...base,
          transactionId: 'OVERVIEW002',
          paidAmount: '1000.00',
          status: 'approved',
          reviewedAt: daysAgo(3),
        },
        {
          ...base,
          transactionId: 'OVERVIEW003',
          paidAmount: '9999.00',
          status: 'approved',
          reviewedAt: daysAgo(40),
        },
        { ...base, transactionId: 'OVERVIEW004', paidAmount: '7000.00', status: 'pending' },
        {
          ...base,
          transactionId: 'OVERVIEW005',
          paidAmount: '7000.00',
          status: 'rejected',
          reviewedAt: daysAgo(2),
        },
      ]);
    const response = await app().inject({ method: 'GET', url: '/api/admin/overview/', headers });
    expect(response.statusCode).toBe(200);
    const after = response.json();
    expect(after.pending_payments).toBe(before.pending_payments + 1);
    expect(after.days).toHaveLength(30);
    const dhakaDate = (date: Date) =>
      new Date(date.getTime() + 6 * 3_600_000).toISOString().slice(0, 10);
    expect(after.days.at(-1).date).toBe(dhakaDate(now));
    expect(after.days.find((day: { date: string }) => day.date === dhakaDate(daysAgo(3)))).toEqual({
      date: dhakaDate(daysAgo(3)),
      enrollments: 1,
      revenue: '5500.50',
    });
    expect(after.total_enrollments).toBe(before.total_enrollments + 1);
    expect(after.total_revenue).toBe('5500.50');
  });
});
