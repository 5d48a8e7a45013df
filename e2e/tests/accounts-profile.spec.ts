import { expect, test } from '../support/test.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { makePng } from '../support/png.ts';
import { createAccount, fillLogin, signIn } from './accounts-support.ts';

test.describe('profile and dashboard', () => {
  test('updates names, bio and picture; the dashboard and the menu show them', async ({
    page,
    request,
  }) => {
    const { email, password } = await createAccount(request, 'profile');
    await signIn(page, email, password);
    await page.goto('/dashboard');

    await page.getByRole('link', { name: 'Update Profile' }).click();
    await expect(page).toHaveURL(/\/updateprofile$/);
    await expect(page.getByLabel('First Name')).toHaveValue('Farzana');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page.getByText('No changes to update')).toBeVisible();

    await page.getByLabel('Profile Picture').setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('plain text pretending to be a picture'),
    });
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page.getByText('Please select a JPG, JPEG, or PNG image').first()).toBeVisible();

    await page.getByLabel('Last Name').fill('Chowdhury');
    await page.getByLabel('Bio').fill('Epidemiologist at a district hospital.');
    await page.getByLabel('Profile Picture').setInputFiles({
      name: 'portrait.png',
      mimeType: 'image/png',
      buffer: makePng(400, 300),
    });
    // The page reloads a second after saving (moving to the dashboard loads nothing). Listened
    // for before the click: on a slow machine the checks below can outlast that second.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    // After the reload the dashboard shows what was saved.
    await reloaded;
    await expect(page.getByText('Epidemiologist at a district hospital.')).toBeVisible();
    const avatar = page.getByRole('main').getByRole('img', { name: 'Farzana Chowdhury' });
    await expect(avatar).toHaveAttribute('src', /\/media\/avatars\/[0-9a-f]{32}\.webp$/);
    const src = (await avatar.getAttribute('src'))!;
    const picture = await request.get(src);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/webp');
    await expect
      .poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(256);

    await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu')).toContainText('Farzana Chowdhury');
  });

  test('the instructor dashboard adds My Teaching Journey with its links', async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, 'instructor@academy.test', 'Academy#2026');
    await expect(page).toHaveURL(/\/dashboard$/);
    const teaching = page.getByRole('region', { name: 'My Teaching Journey' });
    await expect(teaching.getByRole('link', { name: 'Add Course' })).toHaveAttribute(
      'href',
      '/courses/create',
    );
    await expect(teaching.getByRole('link', { name: 'Manage Courses' })).toHaveAttribute(
      'href',
      '/courses/manage',
    );
    await expect(teaching.getByRole('link', { name: 'Create Announcement' })).toHaveAttribute(
      'href',
      '/announcements/create',
    );
    await expectNoSeriousA11yViolations(page);
  });

  test("the learner's dashboard lists the seeded enrolments with links to their progress", async ({
    page,
  }) => {
    await page.goto('/login');
    await fillLogin(page, 'learner@academy.test', 'Academy#2026');
    await expect(page).toHaveURL(/\/dashboard$/);
    const journey = page.getByRole('region', { name: 'My Learning Journey' });
    await expect(journey.getByRole('listitem')).toHaveCount(3);
    await expect(journey.getByRole('link', { name: /^Continue Course/ }).first()).toHaveAttribute(
      'href',
      // Other journeys may have opened a lesson already: continuing resumes there.
      /^\/course\/\d+\/progress(\?lesson=\d+)?$/,
    );
    await expect(page.getByText('Learner', { exact: true })).toBeVisible();
  });
});
