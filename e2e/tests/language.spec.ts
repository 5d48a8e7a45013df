import { expect, test } from '../support/test.ts';

const BANGLA = /[\u0980-\u09FF]/;
const LATIN_WORD = /[A-Za-z]{2,}/;

test.describe('language', () => {
  test('bn translates the top bar, a static page and the login form, and survives a reload', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Courses', exact: true })).toBeVisible();

    await banner.getByRole('button', { name: 'বাংলা' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(banner.getByRole('button', { name: 'বাংলা' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Top bar.
    await expect(banner.getByRole('link', { name: 'হোম', exact: true })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'কোর্স', exact: true })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'লগইন' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'সাইন আপ' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Courses', exact: true })).toHaveCount(0);

    // A static page, its figures in Bangla digits, and its document title.
    await expect(page.getByRole('heading', { level: 1, name: 'আমাদের সম্পর্কে' })).toBeVisible();
    await expect(page).toHaveTitle(/আমাদের সম্পর্কে/);
    const figures = page.getByRole('list', { name: 'সংখ্যায় একাডেমি' });
    await expect(figures).toContainText('২০+');
    await expect(figures).toContainText('৯৫%');
    const mainText = await page.getByRole('main').innerText();
    expect(mainText).not.toMatch(/Students trained|Why we started|What we teach/);

    // Survives a reload.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { level: 1, name: 'আমাদের সম্পর্কে' })).toBeVisible();

    // The login form's labels.
    await page.goto('/login');
    const form = page.getByRole('main').locator('form');
    await expect(form.locator('label').first()).toBeVisible();
    const labels = await form.locator('label').allInnerTexts();
    expect(labels.length).toBeGreaterThanOrEqual(2);
    for (const label of labels) {
      expect(label).toMatch(BANGLA);
      expect(label).not.toMatch(LATIN_WORD);
    }
    const submit = form.locator('button[type="submit"]');
    await expect(submit).toHaveText(BANGLA);
    await expect(page.getByLabel('Email', { exact: true })).toHaveCount(0);

    // And back to English.
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Courses', exact: true }),
    ).toBeVisible();
  });

  test('the contact form and FAQ are in Bangla too', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'bn'));
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'যোগাযোগ করুন' })).toBeVisible();
    for (const label of ['আপনার নাম', 'আপনার ইমেইল', 'বিষয়', 'বার্তা']) {
      await expect(page.getByRole('textbox', { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'বার্তা পাঠান' })).toBeVisible();

    await page.goto('/faq');
    await expect(
      page.getByRole('button', { name: 'কোনো লাইভ ক্লাস মিস করলে কী হবে?' }),
    ).toBeVisible();
  });
});
