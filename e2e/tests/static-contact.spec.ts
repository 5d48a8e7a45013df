import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';

const LAST_SUBMISSION_KEY = 'lastContactSubmission';
const HOUR_MS = 3_600_000;

type OutboxMail = { to: string; subject: string; text: string };

async function readOutbox(): Promise<OutboxMail[]> {
  const dir = join(process.env.E2E_DATA_DIR!, 'outbox');
  const names = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith('.json'));
  return Promise.all(
    names.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as OutboxMail),
  );
}

async function fillContactForm(page: Page, subject: string) {
  await page.getByLabel('Your Name').fill('Dr. Tahmina Akter');
  await page.getByLabel('Your Email').fill('tahmina@example.com');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('Which course should I take first for survival analysis?');
}

test.describe('contact form', () => {
  test('sends, clears, locks for an hour and stays locked after a reload', async ({ page }) => {
    const subject = `Course advice ${Date.now()}`;
    await page.goto('/contact');
    await expect(page.getByLabel('Your Email')).toHaveAttribute('type', 'email');
    await fillContactForm(page, subject);
    await page.getByRole('button', { name: 'Send Message' }).click();

    const dialog = page.getByRole('dialog', { name: 'Message Sent Successfully!' });
    await expect(dialog).toContainText(
      'Thank you for contacting us. We will get back to you within 24-48 hours.',
    );
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();

    for (const label of ['Your Name', 'Your Email', 'Subject', 'Message']) {
      await expect(page.getByLabel(label)).toHaveValue('');
    }
    const locked = page.getByRole('button', { name: 'Please try again in 60 minutes' });
    await expect(locked).toBeVisible();
    const stored = Number(
      await page.evaluate((key) => localStorage.getItem(key), LAST_SUBMISSION_KEY),
    );
    expect(Date.now() - stored).toBeLessThan(60_000);

    // The staff were mailed through the outbox.
    await expect
      .poll(async () =>
        (await readOutbox()).filter((mail) => mail.subject === `New contact message: ${subject}`),
      )
      .toEqual([
        expect.objectContaining({
          to: 'admin@academy.test',
          text: expect.stringContaining('Which course should I take first for survival analysis?'),
        }),
      ]);

    await page.reload();
    await expect(
      page.getByRole('button', { name: /^Please try again in (59|60) minutes$/ }),
    ).toBeVisible();
    await fillContactForm(page, 'A second message');
    await page.getByRole('button', { name: /^Please try again in/ }).click();
    await expect(
      page.getByText(/You have already sent a message\. Please try again in (59|60) minutes\./),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the lock ends when the hour is over', async ({ page }) => {
    await page.clock.install();
    await page.addInitScript(
      // Sent 59 minutes 50 seconds ago: ten seconds of lock left.
      ({ key, hour }) => localStorage.setItem(key, String(Date.now() - hour + 10_000)),
      { key: LAST_SUBMISSION_KEY, hour: HOUR_MS },
    );
    await page.goto('/contact');
    await expect(page.getByRole('button', { name: 'Please try again in 1 minute' })).toBeVisible();
    await page.clock.fastForward(11_000);
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), LAST_SUBMISSION_KEY)).toBeNull();
  });

  test('a stored time older than an hour does not lock the form', async ({ page }) => {
    await page.addInitScript(
      ({ key, hour }) => localStorage.setItem(key, String(Date.now() - hour - 1000)),
      { key: LAST_SUBMISSION_KEY, hour: HOUR_MS },
    );
    await page.goto('/contact');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
  });

  test('shows the error modal with the server message or the fallback, and Try Again keeps the form', async ({
    page,
  }) => {
    let answer = { status: 500, body: '' };
    await page.route('**/api/contact/', (route) =>
      route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body }),
    );
    await page.goto('/contact');
    await fillContactForm(page, 'Error path');

    answer = { status: 500, body: 'not json' };
    await page.getByRole('button', { name: 'Send Message' }).click();
    const dialog = page.getByRole('dialog', { name: 'Something went wrong' });
    await expect(dialog).toContainText('Failed to send message. Please try again.');
    await dialog.getByRole('button', { name: 'Try Again' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Subject')).toHaveValue('Error path');

    answer = { status: 503, body: JSON.stringify({ detail: 'The mail service is down.' }) };
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(dialog).toContainText('The mail service is down.');
    await dialog.getByRole('button', { name: 'Try Again' }).click();
    expect(await page.evaluate((key) => localStorage.getItem(key), LAST_SUBMISSION_KEY)).toBeNull();
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
  });

  test('checks the fields in the browser before sending', async ({ page }) => {
    let requests = 0;
    await page.route('**/api/contact/', (route) => {
      requests++;
      return route.abort();
    });
    await page.goto('/contact');
    await page.getByLabel('Your Email').fill('not-an-email');
    // Leaving the field shows its own message first, so the click below lands on the button.
    await page.getByLabel('Your Email').press('Tab');
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('This field is required')).toHaveCount(3);
    expect(requests).toBe(0);
  });
});
