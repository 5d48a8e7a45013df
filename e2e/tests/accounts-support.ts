import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

// Shared by the accounts journeys: unique people, codes from the outbox, a generated PNG.

export const PASSWORD = 'Secure-pass-2026';

/** An address no other test of the run (or an earlier run on the same server) uses. */
export function uniqueEmail(prefix: string): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `${prefix}-${Date.now()}-${random}@example.com`;
}

type OutboxMail = { to: string; subject: string; text: string; html: string; sent_at: string };

async function mailsTo(to: string): Promise<OutboxMail[]> {
  const dir = join(process.env.E2E_DATA_DIR!, 'outbox');
  const names = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith('.json'));
  const mails = await Promise.all(
    names.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as OutboxMail),
  );
  return mails.filter((mail) => mail.to === to).sort((a, b) => a.sent_at.localeCompare(b.sent_at));
}

/** Waits for the `count`-th mail to `to` whose subject contains `subject`; returns its code. */
export async function codeFromOutbox(to: string, subject: string, count = 1): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const matching = (await mailsTo(to)).filter((mail) => mail.subject.includes(subject));
      code = matching[count - 1]?.text.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

/** A verified account made through the API, as a person would make it through the form. */
export async function createAccount(request: APIRequestContext, prefix: string) {
  const email = uniqueEmail(prefix);
  const registered = await request.post('/api/accounts/register/', {
    data: {
      first_name: 'Farzana',
      last_name: 'Akter',
      email,
      phone: '01812345678',
      password: PASSWORD,
    },
  });
  expect(registered.status()).toBe(201);
  const code = await codeFromOutbox(email, 'verification code');
  const verified = await request.post('/api/accounts/verify-otp/', {
    data: { email, otp_code: code },
  });
  expect(verified.status()).toBe(200);
  return { email, password: PASSWORD };
}

/** An `Authorization` header for the account, from a login through the API. */
export async function bearer(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const login = await request.post('/api/accounts/login/', { data: { email, password } });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
}

/** The demo academy's accounts all share this password. */
export const DEMO_PASSWORD = 'Academy#2026';

/**
 * Signs in through the API and hands the session to the page's next load, for journeys that do
 * not test logging in: the app starts signed in, as after an earlier visit. Only the first load
 * of the tab receives it, so a later logout or token refresh is not undone.
 */
/** The session the web app keeps for an account (localStorage 'auth'), from the API's login. */
export async function sessionOf(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const login = await request.post('/api/accounts/login/', { data: { email, password } });
  expect(login.status()).toBe(200);
  const tokens = (await login.json()) as { access: string; refresh: string };
  const profile = await request.get('/api/accounts/profile/', {
    headers: { authorization: `Bearer ${tokens.access}` },
  });
  expect(profile.status()).toBe(200);
  return JSON.stringify({
    user: await profile.json(),
    accessToken: tokens.access,
    refreshToken: tokens.refresh,
  });
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  const session = await sessionOf(page.request, email, password);
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem('signed-in-by-test')) return;
    sessionStorage.setItem('signed-in-by-test', '1');
    localStorage.setItem('auth', stored);
  }, session);
}

/** Logs in through the login page, as a person would, and waits for the dashboard. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await fillLogin(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

export async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export async function logOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Logged out successfully')).toBeVisible();
}
