import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createUser } from '../../test/factories.ts';

let testApp: TestApp;
const app = () => testApp.app;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

/** Every staff endpoint of this module, with a body where one is needed. */
const endpoints: {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object;
}[] = [
  { method: 'GET', url: '/api/admin/payments/' },
  { method: 'POST', url: '/api/admin/payments/1/approve/' },
  { method: 'POST', url: '/api/admin/payments/1/reject/', payload: { reason: 'x' } },
  { method: 'GET', url: '/api/admin/users/' },
  { method: 'GET', url: '/api/admin/users/1/' },
  { method: 'PATCH', url: '/api/admin/users/1/', payload: { role: 'admin' } },
  { method: 'GET', url: '/api/admin/categories/' },
  { method: 'POST', url: '/api/admin/categories/', payload: { name: 'X', slug: 'x' } },
  { method: 'PUT', url: '/api/admin/categories/1/', payload: { name: 'X', slug: 'x' } },
  { method: 'DELETE', url: '/api/admin/categories/1/' },
  { method: 'GET', url: '/api/admin/discounts/' },
  { method: 'POST', url: '/api/admin/discounts/', payload: {} },
  { method: 'PUT', url: '/api/admin/discounts/1/', payload: {} },
  { method: 'DELETE', url: '/api/admin/discounts/1/' },
  { method: 'GET', url: '/api/admin/coupons/' },
  { method: 'POST', url: '/api/admin/coupons/', payload: {} },
  { method: 'PUT', url: '/api/admin/coupons/1/', payload: {} },
  { method: 'DELETE', url: '/api/admin/coupons/1/' },
  { method: 'GET', url: '/api/admin/courses/' },
  { method: 'PATCH', url: '/api/admin/courses/1/', payload: { enrollment_open: false } },
  { method: 'PUT', url: '/api/admin/courses/1/tiers/', payload: { tiers: [] } },
  { method: 'GET', url: '/api/admin/overview/' },
  { method: 'GET', url: '/api/admin/security/' },
  { method: 'GET', url: '/api/admin/jobs/failed/' },
  { method: 'POST', url: '/api/admin/jobs/00000000-0000-4000-8000-000000000000/retry/' },
];

describe('staff endpoints refuse everyone but admins', () => {
  it('answers 401 to visitors and to a bad token', async () => {
    for (const endpoint of endpoints) {
      const response = await app().inject(endpoint);
      expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(401);
      expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
      const forged = await app().inject({
        ...endpoint,
        headers: { authorization: 'Bearer forged' },
      });
      expect(forged.statusCode).toBe(401);
    }
  });

  it('answers 403 to learners and instructors', async () => {
    for (const role of ['learner', 'instructor'] as const) {
      const headers = await authHeader(app(), await createUser(app().db, { role }));
      for (const endpoint of endpoints) {
        const response = await app().inject({ ...endpoint, headers });
        expect(response.statusCode, `${role} ${endpoint.method} ${endpoint.url}`).toBe(403);
        expect(response.json()).toEqual({
          detail: 'You do not have permission to perform this action.',
        });
      }
    }
  });
});
