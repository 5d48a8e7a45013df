import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/accounts.ts';
import { readOutbox } from '../../lib/outbox.ts';

// Shared by the accounts test files: mails from the outbox and a signed-up account.

let counter = 0;
/** An address no other test of the run uses. */
export function uniqueEmail(prefix = 'person'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now()}-${counter}@example.com`;
}

/** Every mail sent to `to`, oldest first, once the queued mail jobs have run. */
export async function mailsTo(app: FastifyInstance, to: string) {
  await app.jobs.runQueued();
  return (await readOutbox(join(app.config.dataDir, 'outbox'))).filter((mail) => mail.to === to);
}

/** The 6-digit code of the newest mail to `to`. */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const mails = await mailsTo(app, to);
  const code = mails.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

export const validSignup = (email: string) => ({
  first_name: 'Nusrat',
  last_name: 'Jahan',
  email,
  phone: '01712345678',
  password: 'Secure-pass-1',
});

/** Registers through the API; `verify` also enters the mailed code. */
export async function signUp(
  app: FastifyInstance,
  options: { email?: string; verify?: boolean; language?: 'en' | 'bn' } = {},
) {
  const email = options.email ?? uniqueEmail();
  const body = {
    ...validSignup(email),
    ...(options.language ? { language: options.language } : {}),
  };
  const response = await app.inject({
    method: 'POST',
    url: '/api/accounts/register/',
    payload: body,
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  if (options.verify) {
    const otp = await latestCode(app, email);
    const verified = await app.inject({
      method: 'POST',
      url: '/api/accounts/verify-otp/',
      payload: { email, otp_code: otp },
    });
    if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.body}`);
  }
  const [user] = await app.db.select().from(users).where(eq(users.email, email));
  return { email, password: body.password, user: user! };
}

export async function logInAs(app: FastifyInstance, email: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/accounts/login/',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json() as { access: string; refresh: string };
}
