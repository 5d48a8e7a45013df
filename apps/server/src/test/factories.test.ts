import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../lib/passwords.ts';
import { createTestApp, type TestApp } from './app.ts';
import { createCourse, createUser, TEST_PASSWORD } from './factories.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('test factories', () => {
  it('create verified users with the shared password and distinct emails', async () => {
    const first = await createUser(testApp.app.db);
    const second = await createUser(testApp.app.db, { role: 'instructor' });
    expect(first.email).not.toBe(second.email);
    expect(first.emailVerifiedAt).toBeInstanceOf(Date);
    expect(second.role).toBe('instructor');
    expect(await verifyPassword(first.passwordHash, TEST_PASSWORD)).toBe(true);
  });

  it('create a published course with its instructor and category', async () => {
    const course = await createCourse(testApp.app.db, { price: '1200.00' });
    expect(course).toMatchObject({ status: 'published', price: '1200.00' });
  });
});
