import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';

const FAQ_QUESTION_COUNT = 14;

async function metaDescription(page: Page) {
  return page.locator('meta[name="description"]').getAttribute('content');
}

test.describe('static pages', () => {
  test('each static page has its heading, document title and meta description', async ({
    page,
  }) => {
    const pages = [
      { path: '/about', heading: 'About Us' },
      { path: '/contact', heading: 'Contact Us' },
      { path: '/help-center', heading: 'Help Center' },
      { path: '/faq', heading: 'Frequently Asked Questions' },
      { path: '/terms-of-service', heading: 'Terms of Service' },
      { path: '/privacy-policy', heading: 'Privacy Policy' },
      { path: '/refund-policy', heading: 'Refund Policy' },
    ];
    const descriptions = new Set<string | null>();
    for (const { path, heading } of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(`${heading} · Academy`);
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
      descriptions.add(await metaDescription(page));
    }
    // Every page describes itself rather than keeping the site-wide description.
    expect(descriptions.size).toBe(pages.length);
  });

  test('the about page shows the headline figures', async ({ page }) => {
    await page.goto('/about');
    const figures = page.getByRole('list', { name: 'The academy in numbers' });
    for (const [value, label] of [
      ['2+', 'Years of teaching'],
      ['20+', 'Students trained'],
      ['10+', 'Expert instructors'],
      ['95%', 'Success rate'],
    ]) {
      const item = figures.getByRole('listitem').filter({ hasText: label });
      await expect(item).toContainText(value!);
    }
  });

  test('terms and privacy name the age rule, Bangladesh law and the courts of Dhaka', async ({
    page,
  }) => {
    await page.goto('/terms-of-service');
    const main = page.getByRole('main');
    await expect(main).toContainText('at least 18 years old');
    await expect(main).toContainText('consent and supervision of a parent or legal guardian');
    await expect(main).toContainText('governed by the laws of Bangladesh');
    await expect(main).toContainText('courts of Dhaka');
    await page.goto('/privacy-policy');
    await expect(page.getByRole('main')).toContainText('laws of Bangladesh');
    await expect(page.getByRole('main')).toContainText('courts of Dhaka');
  });

  test('the refund policy says only that it is still being worked on', async ({ page }) => {
    await page.goto('/refund-policy');
    await expect(page.getByRole('main')).toContainText(
      'We are still working on our refund policy. Please check back soon.',
    );
  });

  test('the help center offers the four support options', async ({ page }) => {
    await page.goto('/help-center');
    const options = page.getByRole('list', { name: 'Support options' }).getByRole('listitem');
    await expect(options).toHaveCount(4);
    await expect(options.nth(0)).toContainText('Live chat');
    await expect(options.nth(0)).toContainText('Monday to Friday, 9 AM to 6 PM');
    await expect(options.nth(1)).toContainText('Email support');
    await expect(options.nth(1)).toContainText('We typically reply within 24 hours');
    await expect(options.nth(1).getByRole('link')).toHaveAttribute('href', /^mailto:/);
    await expect(options.nth(2)).toContainText('Phone support');
    await expect(options.nth(2).getByRole('link')).toHaveAttribute('href', /^tel:\+880/);
    await expect(options.nth(3)).toContainText('Self-help knowledge base');
    await options.nth(3).getByRole('link', { name: 'Browse the FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
  });
});

test.describe('FAQ accordion', () => {
  test('keeps at most one answer open and says which in aria-expanded', async ({ page }) => {
    await page.goto('/faq');
    const questions = page.getByRole('main').locator('button[aria-controls]');
    await expect(questions).toHaveCount(FAQ_QUESTION_COUNT);
    for (let index = 0; index < FAQ_QUESTION_COUNT; index++) {
      await expect(questions.nth(index)).toHaveAttribute('aria-expanded', 'false');
    }

    const first = questions.nth(0);
    const missed = page.getByRole('button', { name: 'What happens if I miss a live class?' });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const firstPanel = page.locator(`#${await first.getAttribute('aria-controls')}`);
    await expect(firstPanel).toBeVisible();

    await missed.click();
    await expect(missed).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(firstPanel).toBeHidden();
    const missedPanel = page.locator(`#${await missed.getAttribute('aria-controls')}`);
    await expect(missedPanel).toContainText(
      'every live class is recorded and the recording is uploaded to your course within 24 hours',
    );
    await expect(page.getByRole('main').locator('button[aria-expanded="true"]')).toHaveCount(1);

    // Clicking the open question closes it.
    await missed.click();
    await expect(missed).toHaveAttribute('aria-expanded', 'false');
    await expect(missedPanel).toBeHidden();
  });

  test('works from the keyboard', async ({ page }) => {
    await page.goto('/faq');
    const questions = page.getByRole('main').locator('button[aria-controls]');
    await questions.nth(0).focus();
    await page.keyboard.press('Enter');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('ArrowDown');
    await expect(questions.nth(1)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('End');
    await expect(questions.nth(FAQ_QUESTION_COUNT - 1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(questions.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(questions.nth(FAQ_QUESTION_COUNT - 1)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(questions.nth(0)).toBeFocused();

    await page.keyboard.press('Tab');
    await expect(questions.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('static pages accessibility', () => {
  test('/about has no serious accessibility violations', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('/faq has no serious accessibility violations, with an answer open', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Do I get a certificate?' }).click();
    await expect(page.getByRole('button', { name: 'Do I get a certificate?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('contact and help center accessibility', () => {
  for (const [path, heading] of [
    ['/contact', 'Contact Us'],
    ['/help-center', 'Help Center'],
    ['/terms-of-service', 'Terms of Service'],
  ] as const) {
    test(`${path} has no serious accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});
