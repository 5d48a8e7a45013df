import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { signIn } from './accounts-support.ts';

// Every role reaches its workspace from the menu, on a phone and on a desktop (docs/screens.md).

async function openPhoneMenu(page: Page) {
  const toggle = page.getByRole('banner').getByRole('button', { name: /^(Open menu|মেনু খুলুন)$/ });
  const menuId = await toggle.getAttribute('aria-controls');
  await toggle.click();
  return page.locator(`#${menuId}`);
}

test.describe('workspaces on a phone @mobile', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a learner finds My payments, and no teaching or staff entries', async ({ page }) => {
    await signIn(page, 'learner@academy.test');
    await page.goto('/courses');
    const menu = await openPhoneMenu(page);
    await expect(menu.getByRole('link', { name: 'Teaching' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Staff console' })).toHaveCount(0);
    await menu.getByRole('link', { name: 'My payments' }).click();
    await expect(page).toHaveURL(/\/payments$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My payments' })).toBeVisible();
  });

  test('an instructor in Bangla reaches teaching, the grading queue and scheduling', async ({
    page,
  }) => {
    await signIn(page, 'instructor@academy.test');
    await page.goto('/courses');
    await page.getByRole('banner').getByRole('button', { name: 'বাংলা' }).click();
    let menu = await openPhoneMenu(page);
    await page.screenshot({ path: test.info().outputPath('10-instructor-menu-bn.png') });
    await expect(menu.getByRole('link', { name: 'স্টাফ কনসোল' })).toHaveCount(0);
    await menu.getByRole('link', { name: 'গ্রেডিংয়ের তালিকা' }).click();
    await expect(page).toHaveURL(/\/grading$/);
    await expect(page.getByRole('heading', { level: 1, name: 'গ্রেডিং' })).toBeVisible();

    menu = await openPhoneMenu(page);
    await menu.getByRole('link', { name: 'লাইভ ক্লাস' }).click();
    await expect(page).toHaveURL(/\/dashboard#upcoming-live-classes$/);

    menu = await openPhoneMenu(page);
    await menu.getByRole('link', { name: 'শিক্ষকতা' }).click();
    await expect(page).toHaveURL(/\/courses\/manage$/);
    await page.getByRole('link', { name: 'লাইভ ক্লাসের সময় ঠিক করুন' }).first().click();
    await expect(page).toHaveURL(/\/course\/\d+\/progress/);
    await expect(page.getByRole('dialog', { name: 'লাইভ ক্লাসের সময় ঠিক করুন' })).toBeVisible();
  });

  test('staff reach the console from the menu', async ({ page }) => {
    await signIn(page, 'admin@academy.test');
    await page.goto('/courses');
    const menu = await openPhoneMenu(page);
    await menu.getByRole('link', { name: 'Staff console' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Staff console' })).toBeVisible();
  });
});

test.describe('workspaces on a desktop', () => {
  test('the account menu carries each role its workspace', async ({ page }) => {
    await signIn(page, 'admin@academy.test');
    await page.goto('/courses');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: /^Account menu/ }).click();
    const accountMenu = page.getByRole('menu');
    for (const name of ['My payments', 'Teaching', 'Grading queue', 'Live classes']) {
      await expect(accountMenu.getByRole('menuitem', { name })).toBeVisible();
    }
    await accountMenu.getByRole('menuitem', { name: 'Staff console' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });
});
