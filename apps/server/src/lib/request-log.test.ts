import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { authHeader, createUser } from '../test/factories.ts';
import { redactUrl } from './request-log.ts';

// The request log never holds a secret a URL carries (a calendar feed's token, an event ticket).

const logLines: string[] = [];
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    config: { logLevel: 'info' },
    services: { logStream: { write: (line) => void logLines.push(line) } },
  });
});
afterAll(() => testApp.close());

describe('the request log', () => {
  it('names a calendar feed without its token, whether the feed is found or not', async () => {
    const learner = await createUser(testApp.app.db);
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/calendar-feed/',
      headers: await authHeader(testApp.app, learner),
    });
    const path = new URL(created.json().url as string).pathname;
    const token = path.split('/')[3]!;
    expect(token).toMatch(/^[\w-]{43}$/);

    logLines.length = 0;
    expect((await testApp.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    const wrong = `/api/calendar-feeds/${token.slice(0, -3)}xyz/live-classes.ics`;
    expect((await testApp.app.inject({ method: 'GET', url: wrong })).statusCode).toBe(404);

    const logged = logLines.map((line) => JSON.parse(line) as { req?: { url?: string } });
    const urls = logged.flatMap((line) => (line.req?.url ? [line.req.url] : []));
    expect(urls).toEqual([
      '/api/calendar-feeds/[redacted]/live-classes.ics',
      '/api/calendar-feeds/[redacted]/live-classes.ics',
    ]);
    expect(logLines.join('\n')).not.toContain(token.slice(0, 20));
  });

  it('redacts an event ticket in the query and leaves other URLs as they are', () => {
    expect(redactUrl('/api/events/?ticket=abc123&x=1')).toBe('/api/events/?ticket=[redacted]&x=1');
    expect(redactUrl('/api/list-courses/?page=2')).toBe('/api/list-courses/?page=2');
  });
});
