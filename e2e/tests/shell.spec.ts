import { expect, test } from '../support/test.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { logIn } from './accounts-support.ts';

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

  test('a signed-in top bar fits 360 px, in English and in Bangla', async ({ page }) => {
    await logIn(page, 'learner@academy.test');
    const banner = page.getByRole('banner');
    // The welcome toast opens under the bar, never over its controls.
    const toast = page.getByText('Logged in successfully!');
    await expect(toast).toBeVisible();
    const [bar, toastBox] = [await banner.boundingBox(), await toast.boundingBox()];
    expect(toastBox!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
    for (const language of ['English', 'বাংলা']) {
      await banner.getByRole('button', { name: language }).click();
      await expect(banner.getByRole('button', { name: language })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const controls = [
        banner.getByRole('link', { name: /^(Notifications|বিজ্ঞপ্তি)/ }),
        banner.getByRole('button', { name: /^(Open menu|মেনু খুলুন)$/ }),
      ];
      for (const control of controls) {
        const box = await control.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.x + box!.width).toBeLessThanOrEqual(360);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
    }
    // The inbox has no room in the bar at this width: the menu carries it.
    await banner.getByRole('button', { name: 'মেনু খুলুন' }).click();
    await expect(page.getByRole('link', { name: /^ইনবক্স/ })).toHaveAttribute(
      'href',
      '/course/inbox',
    );
  });

  test('the main pages fit 360 px without sideways scrolling', async ({ page }) => {
    async function expectFits(path: string) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(360);
    }
    for (const path of [
      '/',
      '/courses',
      '/course/14',
      '/course/6',
      '/forum',
      '/login',
      '/signup',
      '/faq',
      '/contact',
    ]) {
      await expectFits(path);
    }
    await logIn(page, 'instructor@academy.test');
    for (const path of [
      '/dashboard',
      '/course/6/progress',
      '/manage-courses',
      '/courses/create',
      '/instructor/courses/edit/6',
      '/announcements/create?courseId=6',
      '/course/6/announcements',
    ]) {
      await expectFits(path);
    }
  });

  test('the phone layout has no serious accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
