import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/contact.ts';
import { readOutbox } from '../../lib/outbox.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createUser } from '../../test/factories.ts';

let testApp: TestApp;
let ipCounter = 0;
/** Every test sends from its own address so the per-address limit never leaks between tests. */
const nextIp = () => `203.0.113.${++ipCounter}`;

const validBody = {
  name: 'Dr. Nusrat Jahan',
  email: 'nusrat@example.com',
  subject: 'Question about the ML course',
  message: 'Is the Python for clinicians course suitable for beginners?',
};

function postContact(payload: unknown, remoteAddress = nextIp()) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/contact/',
    payload: payload as object,
    remoteAddress,
  });
}

const outbox = async () => {
  await testApp.app.jobs.runQueued();
  return readOutbox(join(testApp.config.dataDir, 'outbox'));
};

beforeAll(async () => {
  testApp = await createTestApp();
}, 30_000);
afterAll(() => testApp.close());

describe('POST /api/contact/ validation', () => {
  it('requires all four fields', async () => {
    const response = await postContact({});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      name: ['This field is required.'],
      email: ['This field is required.'],
      subject: ['This field is required.'],
      message: ['This field is required.'],
    });
  });

  it('refuses blank values, even when they are only spaces', async () => {
    const response = await postContact({ name: '   ', email: '', subject: ' ', message: '\n' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      name: ['This field may not be blank.'],
      email: ['This field may not be blank.'],
      subject: ['This field may not be blank.'],
      message: ['This field may not be blank.'],
    });
  });

  it('checks the email pattern', async () => {
    for (const email of ['not-an-email', 'a@b', 'two words@example.com']) {
      const response = await postContact({ ...validBody, email });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ email: ['Please enter a valid email address'] });
    }
  });

  it('limits the length of name, subject and message', async () => {
    const response = await postContact({
      ...validBody,
      name: 'n'.repeat(101),
      subject: 's'.repeat(201),
      message: 'm'.repeat(5001),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      name: ['Ensure this field has no more than 100 characters.'],
      subject: ['Ensure this field has no more than 200 characters.'],
      message: ['Ensure this field has no more than 5000 characters.'],
    });
    const atTheLimit = await postContact({
      ...validBody,
      name: 'n'.repeat(100),
      subject: 's'.repeat(200),
      message: 'm'.repeat(5000),
    });
    expect(atTheLimit.statusCode).toBe(201);
  });

  it('stores nothing and mails no one when the body is invalid', async () => {
    await testApp.app.db.delete(contactMessages);
    const before = (await outbox()).length;
    await postContact({ ...validBody, email: 'broken' });
    expect(await testApp.app.db.select().from(contactMessages)).toEqual([]);
    expect((await outbox()).length).toBe(before);
  });
});

describe('POST /api/contact/ storage and mail', () => {
  it('stores the message with the sender address and answers 201 with its public fields', async () => {
    const response = await postContact(
      { ...validBody, name: '  Dr. Nusrat Jahan  ', email: ' nusrat@example.com ' },
      '198.51.100.7',
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      ...validBody,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const [stored] = await testApp.app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, body.id));
    expect(stored).toMatchObject({ ...validBody, ip: '198.51.100.7', handledAt: null });
    expect(stored!.createdAt.toISOString()).toBe(body.created_at);
  });

  it('accepts the path without the trailing slash too', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: validBody,
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(201);
  });

  it('mails every staff member in their language, and nobody else', async () => {
    const admin = await createUser(testApp.app.db, {
      role: 'admin',
      email: 'staff-en@academy.test',
      firstName: 'Farhana',
    });
    const banglaAdmin = await createUser(testApp.app.db, {
      role: 'admin',
      email: 'staff-bn@academy.test',
      firstName: 'Rahim',
      language: 'bn',
    });
    const learner = await createUser(testApp.app.db, { email: 'learner-x@academy.test' });
    const before = (await outbox()).length;

    const response = await postContact({
      ...validBody,
      subject: 'Certificates <b>bold</b>',
      message: 'Do I get a certificate?\nThanks & regards',
    });
    expect(response.statusCode).toBe(201);

    const mails = (await outbox()).slice(before);
    expect(mails.map((mail) => mail.to).sort()).toEqual([admin.email, banglaAdmin.email].sort());
    expect(mails.some((mail) => mail.to === learner.email)).toBe(false);
    const english = mails.find((mail) => mail.to === admin.email)!;
    expect(english.subject).toBe('New contact message: Certificates <b>bold</b>');
    expect(english.text).toContain('Hello Farhana,');
    expect(english.text).toContain('From: Dr. Nusrat Jahan <nusrat@example.com>');
    expect(english.text).toContain('Do I get a certificate?\nThanks & regards');
    expect(english.text).toContain(`${testApp.config.publicUrl}/admin`);
    expect(english.html).toContain('Certificates &lt;b&gt;bold&lt;/b&gt;');
    expect(english.html).toContain('Thanks &amp; regards');
    expect(english.html).not.toContain('<b>bold</b>');
    const bangla = mails.find((mail) => mail.to === banglaAdmin.email)!;
    expect(bangla.subject).toBe('নতুন যোগাযোগ বার্তা: Certificates <b>bold</b>');
    expect(bangla.text).toContain('প্রিয় Rahim,');
  });
});

describe('POST /api/contact/ rate limit', () => {
  it('accepts three messages an hour from one address, then answers 429 with Retry-After', async () => {
    const ip = '192.0.2.55';
    for (let sent = 0; sent < 3; sent++) {
      expect((await postContact(validBody, ip)).statusCode).toBe(201);
    }
    const refused = await postContact(validBody, ip);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.json()).toEqual({
      detail: `Request was throttled. Expected available in ${retryAfter} seconds.`,
    });
    const stored = await testApp.app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.ip, ip));
    expect(stored).toHaveLength(3);

    // Another address is not affected.
    expect((await postContact(validBody, '192.0.2.56')).statusCode).toBe(201);
  });

  it('lets the address send again once its messages are an hour old', async () => {
    const ip = '192.0.2.77';
    for (let sent = 0; sent < 3; sent++) await postContact(validBody, ip);
    expect((await postContact(validBody, ip)).statusCode).toBe(429);
    await testApp.app.db
      .update(contactMessages)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(contactMessages.ip, ip));
    expect((await postContact(validBody, ip)).statusCode).toBe(201);
  });

  it('counts concurrent sends one after the other', async () => {
    const ip = '192.0.2.99';
    const statuses = await Promise.all(
      Array.from({ length: 5 }, () => postContact(validBody, ip).then((r) => r.statusCode)),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
  });
});

describe('staff contact messages', () => {
  beforeEach(async () => {
    await testApp.app.db.delete(contactMessages);
  });

  async function insertMessages(howMany: number) {
    const now = Date.now();
    return testApp.app.db
      .insert(contactMessages)
      .values(
        Array.from({ length: howMany }, (_, index) => ({
          name: `Sender ${index + 1}`,
          email: `sender${index + 1}@example.com`,
          subject: `Subject ${index + 1}`,
          message: `Message ${index + 1}`,
          ip: '10.0.0.1',
          createdAt: new Date(now - (howMany - index) * 60_000),
        })),
      )
      .returning();
  }

  it('is refused to visitors (401) and to learners and instructors (403)', async () => {
    const anonymous = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/contact-messages/',
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    for (const role of ['learner', 'instructor'] as const) {
      const user = await createUser(testApp.app.db, { role });
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/admin/contact-messages/',
        headers: await authHeader(testApp.app, user),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        detail: 'You do not have permission to perform this action.',
      });
    }
  });

  it('lists messages newest first, paginated, for admins', async () => {
    const rows = await insertMessages(3);
    const admin = await createUser(testApp.app.db, { role: 'admin' });
    const headers = await authHeader(testApp.app, admin);
    const first = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/contact-messages/?page_size=2',
      headers,
    });
    expect(first.statusCode).toBe(200);
    const newest = rows[2]!;
    expect(first.json()).toEqual({
      count: 3,
      next: '/api/admin/contact-messages/?page_size=2&page=2',
      previous: null,
      results: [
        {
          id: newest.id,
          name: 'Sender 3',
          email: 'sender3@example.com',
          subject: 'Subject 3',
          message: 'Message 3',
          created_at: newest.createdAt.toISOString(),
          handled_at: null,
        },
        expect.objectContaining({ id: rows[1]!.id }),
      ],
    });
    const second = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/contact-messages/?page_size=2&page=2',
      headers,
    });
    expect(second.json()).toMatchObject({
      count: 3,
      next: null,
      previous: '/api/admin/contact-messages/?page_size=2&page=1',
      results: [{ id: rows[0]!.id }],
    });
    expect(JSON.stringify(second.json())).not.toContain('10.0.0.1');
  });

  it('lets admins mark a message handled and unhandled', async () => {
    const [row] = await insertMessages(1);
    const admin = await createUser(testApp.app.db, { role: 'admin' });
    const learner = await createUser(testApp.app.db);
    const url = `/api/admin/contact-messages/${row!.id}/`;

    const refused = await testApp.app.inject({
      method: 'PATCH',
      url,
      payload: { handled: true },
      headers: await authHeader(testApp.app, learner),
    });
    expect(refused.statusCode).toBe(403);

    const headers = await authHeader(testApp.app, admin);
    const handled = await testApp.app.inject({
      method: 'PATCH',
      url,
      payload: { handled: true },
      headers,
    });
    expect(handled.statusCode).toBe(200);
    const handledAt = handled.json().handled_at as string;
    expect(handledAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const again = await testApp.app.inject({
      method: 'PATCH',
      url,
      payload: { handled: true },
      headers,
    });
    expect(again.json().handled_at).toBe(handledAt);
    const [stored] = await testApp.app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, row!.id));
    expect(stored!.handledAt!.toISOString()).toBe(handledAt);

    const reopened = await testApp.app.inject({
      method: 'PATCH',
      url,
      payload: { handled: false },
      headers,
    });
    expect(reopened.json().handled_at).toBeNull();

    const invalid = await testApp.app.inject({ method: 'PATCH', url, payload: {}, headers });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json())).toEqual(['handled']);

    const missing = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/admin/contact-messages/999999/',
      payload: { handled: true },
      headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Not found.' });
  });
});

describe('POST /api/contact/ when mail delivery fails', () => {
  let failing: TestApp;
  beforeAll(async () => {
    failing = await createTestApp({
      services: {
        mailTransport: {
          async send() {
            throw new Error('SMTP down');
          },
        },
      },
    });
    await createUser(failing.app.db, { role: 'admin' });
  }, 30_000);
  afterAll(() => failing.close());

  it('still stores the message and answers 201', async () => {
    const response = await failing.app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: validBody,
    });
    expect(response.statusCode).toBe(201);
    const stored = await failing.app.db.select().from(contactMessages);
    expect(stored).toHaveLength(1);
  });
});
