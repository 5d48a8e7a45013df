import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../../lib/mailer.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createUser } from '../../test/factories.ts';
import { runJobsUntilSettled } from '../../test/jobs.ts';

let testApp: TestApp;
let smtpDown = true;
const delivered: Mail[] = [];

beforeAll(async () => {
  testApp = await createTestApp({
    services: {
      mailTransport: {
        async send(mail) {
          if (smtpDown) throw new Error('connect ECONNREFUSED 127.0.0.1:587');
          delivered.push(mail);
        },
      },
    },
  });
});
afterAll(() => testApp.close());

const runUntilSettled = () => runJobsUntilSettled(testApp);

describe('failed background jobs in the staff console', () => {
  it('lists a mail that ran out of retries and queues it again on demand', async () => {
    const admin = await createUser(testApp.app.db, {
      role: 'admin',
      email: 'staff-jobs@example.com',
    });
    const learner = await createUser(testApp.app.db);
    const staff = await authHeader(testApp.app, admin);
    const contact = await testApp.app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: {
        name: 'Dr. Nusrat Jahan',
        email: 'nusrat@example.com',
        subject: 'Question about the ML course',
        message: 'Is the Python for clinicians course suitable for beginners?',
      },
    });
    expect(contact.statusCode).toBe(201);
    await runUntilSettled();
    expect(delivered).toEqual([]);

    const forbidden = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/jobs/failed/',
      headers: await authHeader(testApp.app, learner),
    });
    expect(forbidden.statusCode).toBe(403);

    const listed = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/jobs/failed/',
      headers: staff,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [
        {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          queue: 'mail',
          about: {
            kind: 'mail',
            to: 'staff-jobs@example.com',
            subject: 'New contact message: Question about the ML course',
          },
          attempts: 9,
          last_error: 'connect ECONNREFUSED 127.0.0.1:587',
          failed_at: expect.any(String),
          created_at: expect.any(String),
        },
      ],
    });
    const [failed] = listed.json().results;

    const refused = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${failed.id}/retry/`,
      headers: await authHeader(testApp.app, learner),
    });
    expect(refused.statusCode).toBe(403);

    smtpDown = false;
    const retried = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${failed.id}/retry/`,
      headers: staff,
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ detail: 'The job was queued again.' });
    await testApp.app.jobs.runQueued();
    expect(delivered.map((mail) => [mail.to, mail.subject])).toEqual([
      ['staff-jobs@example.com', 'New contact message: Question about the ML course'],
    ]);

    const empty = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/jobs/failed/',
      headers: staff,
    });
    expect(empty.json()).toEqual({ count: 0, next: null, previous: null, results: [] });
    const again = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${failed.id}/retry/`,
      headers: staff,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: 'Not found.' });
    const malformed = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/jobs/not-a-job/retry/',
      headers: staff,
    });
    // Not a job's id: not found, as every path that names nothing (docs/api.md).
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toEqual({ detail: 'Not found.' });
  });

  it('documents both routes in OpenAPI', async () => {
    const spec = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(Object.keys(spec.json().paths)).toEqual(
      expect.arrayContaining(['/api/admin/jobs/failed/', '/api/admin/jobs/{id}/retry/']),
    );
  });
});
