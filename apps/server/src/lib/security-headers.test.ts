import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

// HSTS_MAX_AGE: Strict-Transport-Security on every answer when set, never by default.

let plain: TestApp;
let strict: TestApp;

beforeAll(async () => {
  plain = await createTestApp();
  strict = await createTestApp({ config: { hstsMaxAgeSeconds: 31_536_000 } });
});
afterAll(async () => {
  await plain.close();
  await strict.close();
});

const paths = [
  '/api/health/',
  '/api/no-such-route/',
  '/api/accounts/profile/',
  '/api/list-courses/',
];

describe('Strict-Transport-Security', () => {
  it('is sent on every answer when HSTS_MAX_AGE is set: errors and cached answers too', async () => {
    // The catalogue list twice: the second comes from the cache in front of Fastify.
    for (const url of [...paths, '/api/list-courses/']) {
      const response = await strict.app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000');
    }
  });

  it('is not sent by default', async () => {
    for (const url of paths) {
      const response = await plain.app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });
});
