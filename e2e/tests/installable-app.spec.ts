import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { signIn } from './accounts-support.ts';
import { expect, test } from '../support/test.ts';

// The installable app (docs/decisions/039-offline-app-and-web-push.md): Chromium's own verdict
// through the DevTools protocol, in both languages, and the shell and pages seen opening offline.

/** Waits until the service worker controls the page (it registers after load, then claims). */
async function untilControlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
}

async function installability(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  const manifest = await cdp.send('Page.getAppManifest');
  await cdp.detach();
  return {
    errors: installabilityErrors.map((error) => error.errorId),
    url: manifest.url,
    manifest: JSON.parse(manifest.data ?? '{}') as { name?: string; short_name?: string },
  };
}

test('Chromium finds the app installable, with its manifest in English and in Bangla', async ({
  baseURL,
}, testInfo) => {
  // Chromium never offers to install from an incognito profile, which every test context is: this
  // one test has a profile on disk.
  const profile = await mkdtemp(join(tmpdir(), 'academy-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
  });
  try {
    await checkInstallable(context.pages()[0] ?? (await context.newPage()));
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

async function checkInstallable(page: Page) {
  await page.goto('/courses');
  await untilControlled(page);
  const english = await installability(page);
  expect(english.errors).toEqual([]);
  expect(english.url).toMatch(/\/manifest-en\.webmanifest$/);
  expect(english.manifest.short_name).toBe('Academy');

  await page.getByRole('banner').getByRole('button', { name: 'বাংলা' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  // The pre-rendered page of the next visit arrives in Bangla, linking the Bangla manifest.
  await page.reload();
  await untilControlled(page);
  const bangla = await installability(page);
  expect(bangla.errors).toEqual([]);
  expect(bangla.url).toMatch(/\/manifest-bn\.webmanifest$/);
  expect(bangla.manifest.short_name).toBe('একাডেমি');
}

/** The accounts (not the visitor) whose API answers the service worker keeps on this browser. */
function accountsKept(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    if (!(await caches.has('api-reads-v1'))) return [];
    const keys = await (await caches.open('api-reads-v1')).keys();
    const accounts = keys.map((key) => new URL(key.url).searchParams.get('__account') ?? '');
    return [...new Set(accounts)].filter((account) => account !== 'visitor');
  });
}

test('a learner opens a course seen before while offline, then logs out and it is gone', async ({
  page,
  context,
}) => {
  await signIn(page, 'learner@academy.test');
  await page.goto('/course/6/progress');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).not.toBeEmpty();
  const title = await heading.innerText();
  await untilControlled(page);
  // Read once more under the service worker's control, so that it keeps the answers.
  await page.reload();
  await expect(heading).toHaveText(title);

  await context.setOffline(true);
  await page.reload();
  await expect(heading).toHaveText(title);
  const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
  await expect(banner).toBeVisible();
  await banner.getByRole('link', { name: 'What is available offline' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  await context.setOffline(false);
  expect(await accountsKept(page)).not.toEqual([]);
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  // Nothing kept under the learner's account is left. The home page's own reads, made as a
  // visitor once signed out, may be kept again (under 'visitor'), and race the deletion.
  await expect.poll(() => accountsKept(page)).toEqual([]);
});
