import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';

test.describe('app shell', () => {
  test('home renders with the top bar, hero actions and footer', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Courses', exact: true })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore Courses' })).toHaveAttribute(
      'href',
      '/courses',
    );
    await expect(page.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/about');
    const footer = page.getByRole('contentinfo');
    for (const path of [
      '/about',
      '/contact',
      '/terms-of-service',
      '/privacy-policy',
      '/refund-policy',
      '/faq',
    ]) {
      await expect(footer.locator(`a[href="${path}"]`).first()).toBeVisible();
    }
  });

  test('an unknown path shows the 404 page whose buttons go back and home', async ({ page }) => {
    await page.goto('/courses');
    await page.goto('/this/page/does-not-exist');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/courses$/);

    await page.goto('/another-missing-page');
    await page
      .getByRole('link', { name: 'Back to Home' })
      .or(page.getByRole('button', { name: 'Back to Home' }))
      .click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a login-required route sends a visitor to /login', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the home page has no serious accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the 404 page has no serious accessibility violations', async ({ page }) => {
    await page.goto('/missing');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('on a phone @mobile', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the hamburger menu opens, navigates and closes', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: /menu/i });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    for (const name of ['Home', 'Courses', 'Login', 'Sign Up']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'Courses' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });

  test('the phone layout has no serious accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
