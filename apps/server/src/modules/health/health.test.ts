import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessBus } from '../../lib/event-bus.ts';
import { createReadiness } from '../../lib/readiness.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

const redisUrl = process.env.TEST_REDIS_URL;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** Runs `body` while the app's database refuses every query. */
async function withDatabaseDown(body: () => Promise<void>) {
  const { database } = testApp.app;
  const ping = database.ping;
  database.ping = async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
  };
  try {
    await body();
  } finally {
    database.ping = ping;
  }
}

describe('GET /api/health/ (liveness)', () => {
  it('answers {"status":"ok"}, even while the database is gone', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    await withDatabaseDown(async () => {
      const down = await testApp.app.inject({ method: 'GET', url: '/api/health/' });
      expect(down.statusCode).toBe(200);
      expect(down.json()).toEqual({ status: 'ok' });
    });
  });
});

describe('GET /api/ready/ (readiness)', () => {
  it('answers 200 naming each dependency that answered', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/ready/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', jobs: 'ok' },
      failed: [],
    });
  });

  it('answers 503 with Retry-After naming the database when it is gone', async () => {
    await withDatabaseDown(async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/ready/' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'unavailable', jobs: 'ok' },
        failed: ['database'],
      });
    });
  });

  it('names Redis when it is configured and does not answer', async () => {
    // Nothing listens on port 1; the bus stays in-process so only the readiness check meets it.
    const unreachable = await createTestApp({
      config: { redisUrl: 'redis://127.0.0.1:1' },
      services: { bus: createInProcessBus() },
    });
    try {
      const response = await unreachable.app.inject({ method: 'GET', url: '/api/ready/' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', redis: 'unavailable', jobs: 'ok' },
        failed: ['redis'],
      });
    } finally {
      await unreachable.close();
    }
  });

  it.runIf(redisUrl)('checks Redis when it is configured and answering', async () => {
    const withRedis = await createTestApp({
      config: { redisUrl },
      services: { bus: createInProcessBus() },
    });
    try {
      const response = await withRedis.app.inject({ method: 'GET', url: '/api/ready/' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'ok',
        checks: { database: 'ok', redis: 'ok', jobs: 'ok' },
        failed: [],
      });
    } finally {
      await withRedis.close();
    }
  });

  it('names the job worker once it has stopped', async () => {
    const withWorker = await createTestApp();
    try {
      await withWorker.app.jobs.stop();
      const stopped = await withWorker.app.inject({ method: 'GET', url: '/api/ready/' });
      expect(stopped.statusCode).toBe(503);
      expect(stopped.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', jobs: 'unavailable' },
        failed: ['jobs'],
      });
    } finally {
      await withWorker.close();
    }
  });

  it('includes the checks other services register', async () => {
    let running = false;
    const withService = await createTestApp({
      beforeReady: (app) => {
        app.readiness.register('reminders', async () => {
          if (!running) throw new Error('reminder service stopped');
        });
      },
    });
    try {
      const stopped = await withService.app.inject({ method: 'GET', url: '/api/ready/' });
      expect(stopped.statusCode).toBe(503);
      expect(stopped.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', jobs: 'ok', reminders: 'unavailable' },
        failed: ['reminders'],
      });
      running = true;
      const ready = await withService.app.inject({ method: 'GET', url: '/api/ready/' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json().checks).toEqual({ database: 'ok', jobs: 'ok', reminders: 'ok' });
    } finally {
      await withService.close();
    }
  });

  it('is in the OpenAPI document beside the liveness probe', async () => {
    const spec = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(Object.keys(spec.json().paths)).toEqual(
      expect.arrayContaining(['/api/health/', '/api/ready/']),
    );
  });
});

describe('readiness checks', () => {
  it('count a check that hangs as a timeout instead of waiting for it', async () => {
    const readiness = createReadiness(20);
    readiness.register('fast', async () => undefined);
    readiness.register('stuck', () => new Promise(() => {}));
    expect(await readiness.run()).toEqual({
      ready: false,
      checks: { fast: 'ok', stuck: 'timeout' },
      errors: [],
    });
    expect(() => readiness.register('fast', async () => undefined)).toThrow(
      'readiness check "fast" is registered twice',
    );
  });
});
