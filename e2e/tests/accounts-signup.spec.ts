import { expect, test } from '../support/test.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { codeFromOutbox, fillLogin, logOut, PASSWORD, uniqueEmail } from './accounts-support.ts';

test.describe('sign-up and sessions', () => {
  test('signs up with the mailed code, lands on the dashboard, logs out and in again', async ({
    page,
  }) => {
    const email = uniqueEmail('signup');
    await page.goto('/signup');
    await page.getByLabel('First Name').fill('Tanjila');
    await page.getByLabel('Last Name').fill('Hossain');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('01712345678');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm Password' }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await expect(page.getByText('OTP sent to your email. Please verify.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    const code = await codeFromOutbox(email, 'verification code');
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Email verified successfully!')).toBeVisible();
    await expect(page.getByText('Logged in successfully!')).toBeVisible();
    // The first visit is welcomed; the next one, below, welcomed back.
    await expect(page.getByRole('heading', { name: 'Welcome, Tanjila!' })).toBeVisible();
    await expect(page.getByText('No bio available')).toBeVisible();
    await expect(page.getByText('You have not enrolled in any course yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute(
      'href',
      '/courses',
    );
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu')).toContainText('Tanjila Hossain');
    await expect(page.getByRole('menu')).toContainText(email);
    await page.keyboard.press('Escape');
    await logOut(page);

    await page.goto('/login');
    await fillLogin(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome back, Tanjila!' })).toBeVisible();

    // A signed-in user is sent from /login and /signup to the dashboard.
    await page.goto('/signup');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an unverified account is offered a new code at login and then signed in', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('unverified');
    const registered = await request.post('/api/accounts/register/', {
      data: {
        first_name: 'Mahbub',
        last_name: 'Alam',
        email,
        phone: '01912345678',
        password: PASSWORD,
      },
    });
    expect(registered.status()).toBe(201);
    const firstCode = await codeFromOutbox(email, 'verification code');

    await page.goto('/login');
    await fillLogin(page, email, PASSWORD);
    await expect(page.getByText('Please verify your email', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Send a new code' }).click();
    await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();

    // The sign-up mail is under a minute old, so the first code is still the one to enter.
    await page.getByLabel('Verification code').fill(firstCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Mahbub!' })).toBeVisible();
  });

  test('a wrong password is refused with the server message', async ({ page }) => {
    await page.goto('/login');
    await expectNoSeriousA11yViolations(page);
    await fillLogin(page, 'learner@academy.test', 'not-the-password');
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a visitor sent to /login comes back to where they were going', async ({ page }) => {
    await page.goto('/changepassword');
    await expect(page).toHaveURL(/\/login$/);
    await fillLogin(page, 'learner@academy.test', 'Academy#2026');
    await expect(page).toHaveURL(/\/changepassword$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
  });

  test('the sign-up page has no serious accessibility violations', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
