import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BODY_LIMIT_BYTES } from '../app.ts';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/accounts.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { authHeader, createUser } from '../test/factories.ts';
import { createAccessTokens } from './access-tokens.ts';
import { requireRole, requireUser } from './auth-guard.ts';
import { fieldError, notFound } from './http-errors.ts';

let testApp: TestApp;
let app: FastifyInstance;

const echoBody = z.object({
  email: z.email('Please enter a valid email address'),
  phone: z.string().regex(/^\d{11}$/, 'Please enter a valid 11-digit phone number'),
  teammate_one: z
    .object({ name: z.string().min(2, 'Name must be at least 2 characters.') })
    .optional(),
});

beforeAll(async () => {
  testApp = await createTestApp({
    beforeReady(instance) {
      const typed = instance.withTypeProvider<ZodTypeProvider>();
      typed.post(
        '/api/test/echo/',
        { schema: { body: echoBody } },
        async (request) => request.body,
      );
      typed.get(
        '/api/test/items/:id/',
        { schema: { params: z.object({ id: z.coerce.number().int() }) } },
        async () => {
          throw notFound();
        },
      );
      typed.post('/api/test/taken/', async () => {
        throw fieldError('transaction_id', 'This transaction ID has already been used.');
      });
      typed.get('/api/test/boom/', async () => {
        throw new Error('secret internal detail at /some/path');
      });
      typed.get('/api/test/db-down/', async () => {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
          code: 'ECONNREFUSED',
        });
      });
      typed.get('/api/test/me/', { preValidation: requireUser }, async (request) => request.user);
      typed.get('/api/test/staff/', { preHandler: requireRole('admin') }, async () => ({
        ok: true,
      }));
      typed.get(
        '/api/test/limited/',
        { config: { rateLimit: { max: 2, timeWindow: 60_000 } } },
        async () => ({ ok: true }),
      );
    },
  });
  app = testApp.app;
});
afterAll(() => testApp.close());

describe('error shapes', () => {
  it('answers an unknown /api path with 404 {"detail": "Not found."} whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/no-such-thing/' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('turns validation errors into {"field": ["message"]} with nested fields dotted', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo/',
      payload: { email: 'not-an-email', phone: '123', teammate_one: { name: 'A' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      email: ['Please enter a valid email address'],
      phone: ['Please enter a valid 11-digit phone number'],
      'teammate_one.name': ['Name must be at least 2 characters.'],
    });
  });

  it('reports a missing body under non_field_errors', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/echo/' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['non_field_errors']);
  });

  it('reports malformed JSON as a 400 detail', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'JSON parse error - the request body is not valid JSON.',
    });
  });

  it('answers a path parameter that fails validation 404, as DRF answers a URL that names nothing', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/items/abc/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });

  it('passes service errors through in their shape', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/test/items/5/' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Not found.' });
    const taken = await app.inject({ method: 'POST', url: '/api/test/taken/' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({
      transaction_id: ['This transaction ID has already been used.'],
    });
  });

  it('answers an unexpected error with a 500 detail and no internals', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/boom/' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'A server error occurred.' });
    expect(response.body).not.toContain('secret internal detail');
    expect(response.body).not.toContain('at ');
  });

  it('answers 503 with Retry-After while the database is unreachable', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/db-down/' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      detail: 'The service is temporarily unavailable. Please try again shortly.',
    });
  });

  it('refuses a body over the limit with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        email: 'a@b.co',
        phone: '01712345678',
        pad: 'x'.repeat(BODY_LIMIT_BYTES),
      }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'Request body is too large.' });
  });

  it('accepts the same path without its trailing slash', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'a@b.co', phone: '01712345678' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: 'a@b.co', phone: '01712345678' });
  });

  it('tags every answer with a request id, reusing a sane incoming one', async () => {
    const generated = await app.inject({ method: 'GET', url: '/api/health/' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await app.inject({
      method: 'GET',
      url: '/api/health/',
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(given.headers['x-request-id']).toBe('trace-123');
  });
});

describe('bearer guard', () => {
  it('answers 401 without a token and with a bad one', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/test/me/' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    const bad = await app.inject({
      method: 'GET',
      url: '/api/test/me/',
      headers: { authorization: 'Bearer not-a-jwt' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ detail: 'Given token not valid for any token type' });
  });

  it('lets a valid token through and exposes its user', async () => {
    const learner = await createUser(app.db);
    const response = await app.inject({
      method: 'GET',
      url: '/api/test/me/',
      headers: await authHeader(app, learner),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userId: learner.id, role: 'learner' });
  });

  it('refuses a token of an account that no longer exists', async () => {
    const gone = await createUser(app.db);
    const headers = await authHeader(app, gone);
    await app.db.delete(users).where(eq(users.id, gone.id));
    const response = await app.inject({ method: 'GET', url: '/api/test/me/', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Given token not valid for any token type' });
  });

  it('refuses a token issued before the last password change', async () => {
    const learner = await createUser(app.db);
    const headers = await authHeader(app, learner);
    await app.db
      .update(users)
      .set({ passwordChangedAt: new Date(Date.now() + 2000) })
      .where(eq(users.id, learner.id));
    const response = await app.inject({ method: 'GET', url: '/api/test/me/', headers });
    expect(response.statusCode).toBe(401);
  });

  it('uses the role the account holds now, not the one in the token', async () => {
    const demoted = await createUser(app.db, { role: 'admin' });
    const headers = await authHeader(app, demoted);
    await app.db.update(users).set({ role: 'learner' }).where(eq(users.id, demoted.id));
    const response = await app.inject({ method: 'GET', url: '/api/test/staff/', headers });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a token signed with another secret', async () => {
    const foreign = await createAccessTokens('another-secret-that-is-long-enough-too').sign({
      userId: 1,
      role: 'admin',
      generation: 0,
    });
    const response = await app.inject({
      method: 'GET',
      url: '/api/test/staff/',
      headers: { authorization: `Bearer ${foreign}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 403 when the role does not fit', async () => {
    const refused = await app.inject({
      method: 'GET',
      url: '/api/test/staff/',
      headers: await authHeader(app, await createUser(app.db)),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: 'You do not have permission to perform this action.',
    });
    const allowed = await app.inject({
      method: 'GET',
      url: '/api/test/staff/',
      headers: await authHeader(app, await createUser(app.db, { role: 'admin' })),
    });
    expect(allowed.statusCode).toBe(200);
  });
});

describe('rate limiting', () => {
  it('answers 429 with Retry-After once a limited route is over its budget', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push((await app.inject({ method: 'GET', url: '/api/test/limited/' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    const limited = await app.inject({ method: 'GET', url: '/api/test/limited/' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().detail).toMatch(
      /^Request was throttled\. Expected available in \d+ seconds\.$/,
    );
  });
});
