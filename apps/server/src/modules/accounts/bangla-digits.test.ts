import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { latestCode, uniqueEmail, validSignup } from './accounts-test-helpers.ts';

// A Bangla keyboard types ০-৯: every numeric field reads them as the digits 0-9, on the server as
// in the form (contract toLatinDigits), whatever page or client sent them.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const post = (url: string, payload: object) => testApp.app.inject({ method: 'POST', url, payload });
const bangla = (latin: string) =>
  latin.replace(/\d/g, (digit) => String.fromCharCode(0x09e6 + Number(digit)));

describe('Bangla digits in numeric fields', () => {
  it('sign up with a phone and verify with a code typed in Bangla digits', async () => {
    const email = uniqueEmail('bangla.digits');
    const registered = await post('/api/accounts/register/', {
      ...validSignup(email),
      phone: bangla('01712345678'),
    });
    expect(registered.statusCode).toBe(201);
    const [user] = await testApp.app.db.select().from(users).where(eq(users.email, email));
    expect(user!.phone).toBe('01712345678');

    const code = await latestCode(testApp.app, email);
    const verified = await post('/api/accounts/verify-otp/', { email, otp_code: bangla(code) });
    expect(verified.statusCode).toBe(200);
  });

  it('still refuses a wrong code, in either script', async () => {
    const email = uniqueEmail('bangla.wrong');
    await post('/api/accounts/register/', validSignup(email));
    const code = await latestCode(testApp.app, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const answer = await post('/api/accounts/verify-otp/', { email, otp_code: bangla(wrong) });
    expect(answer.statusCode).toBe(400);
  });
});
