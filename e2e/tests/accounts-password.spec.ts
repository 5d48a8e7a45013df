import { expect, test } from '../support/test.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { codeFromOutbox, createAccount, fillLogin, logOut } from './accounts-support.ts';

test.describe('passwords', () => {
  test('resets a forgotten password in three steps and logs in with the new one', async ({
    page,
    request,
  }) => {
    const { email, password } = await createAccount(request, 'reset');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByText('Step 1 of 3')).toBeVisible();

    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    await expect(page.getByText('OTP sent to your email')).toBeVisible();
    await expect(page.getByText('Step 2 of 3')).toBeVisible();
    const code = await codeFromOutbox(email, 'password reset code');

    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page.getByText('OTP verified successfully')).toBeVisible();
    await expect(page.getByText('Step 3 of 3')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('short');
    await page.getByLabel('Confirm New Password').fill('short');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();

    const newPassword = 'Reset-pass-2026';
    await page.getByRole('textbox', { name: 'New Password', exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password reset successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await fillLogin(page, email, password);
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await fillLogin(page, email, newPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('changes the password while signed in; only the new one works afterwards', async ({
    page,
    request,
  }) => {
    const { email, password } = await createAccount(request, 'change');
    await page.goto('/login');
    await fillLogin(page, email, password);
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    await expect(page).toHaveURL(/\/changepassword$/);
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );

    const newPassword = 'Changed-pass-2026';
    await page.getByLabel('Old Password').fill(password);
    await page.getByRole('textbox', { name: 'New Password', exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password').fill('Something-else-1');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('New passwords do not match!')).toBeVisible();

    await page.getByLabel('Old Password').fill('Wrong-old-pass-1');
    await page.getByLabel('Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Your old password is incorrect.').first()).toBeVisible();

    await page.getByLabel('Old Password').fill(password);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password changed successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The session that changed the password goes on working on its new tokens.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome back, Farzana!' })).toBeVisible();

    await logOut(page);
    await page.goto('/login');
    await fillLogin(page, email, password);
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await fillLogin(page, email, newPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('a lock others caused', () => {
  test('lets the owner in on a new browser with a mailed code and the right password', async ({
    page,
    request,
  }) => {
    const { email, password } = await createAccount(request, 'locked');
    // Someone else guesses: ten wrong passwords lock the account for browsers it never used.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const guess = await request.post('/api/accounts/login/', {
        data: { email, password: `Guess-${attempt}-password` },
      });
      expect(guess.status()).toBe(401);
    }

    await page.goto('/login');
    await fillLogin(page, email, password);
    const alert = page.getByRole('alert').filter({ hasText: 'Sign-in is paused' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(/Too many attempts\. Please try again in \d+ seconds\./);
    await expectNoSeriousA11yViolations(page);
    await alert.getByRole('button', { name: 'Email me a code' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in on this browser' })).toBeVisible();

    const code = await codeFromOutbox(email, 'sign-in code for a new browser');
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Unlock and sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The guesser is still locked out.
    const again = await request.post('/api/accounts/login/', {
      data: { email, password: 'Guess-10-password' },
    });
    expect(again.status()).toBe(429);
  });
});
