import { expect, test } from '../support/test.ts';
import { localeString } from '../support/locale-strings.ts';
import { codeFromOutbox, PASSWORD, uniqueEmail } from './accounts-support.ts';

// What a first-time visitor does on a phone: choose a course and a group, sign up, come back.

const bn = (key: string) => localeString('bn', key);

test.describe('a first visit on a phone @mobile', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('sign-up in Bangla refuses a common password and returns to the chosen course and tier', async ({
    page,
  }) => {
    await page.goto('/course/14');
    await page.getByRole('banner').getByRole('button', { name: 'বাংলা' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await page.locator('input[name="tier"][value="3"]').check();
    await page.getByRole('button', { name: '৩ জন শিক্ষার্থী ভর্তি করুন' }).click();
    await expect(page).toHaveURL(/\/login/);

    await page
      .getByRole('main')
      .getByRole('link', { name: bn('accounts:login.signUp') })
      .click();
    await expect(page).toHaveURL(/\/signup/);
    const email = uniqueEmail('first-visit');
    await page.getByLabel(bn('accounts:fields.firstName')).fill('Nusrat');
    await page.getByLabel(bn('accounts:fields.lastName')).fill('Jahan');
    await page.getByLabel(bn('accounts:fields.email')).fill(email);
    await page.getByLabel(bn('accounts:fields.phone')).fill('01712345670');
    const password = page.getByRole('textbox', {
      name: bn('accounts:fields.password'),
      exact: true,
    });
    const confirm = page.getByRole('textbox', { name: bn('accounts:fields.confirmPassword') });
    await password.fill('password');
    await confirm.fill('password');
    await page.getByRole('button', { name: bn('accounts:signup.submit') }).click();
    await expect(page.getByText(bn('validation:passwordTooCommon'))).toBeVisible();
    await page.screenshot({
      path: test.info().outputPath('9-weak-password-bn.png'),
      fullPage: true,
    });

    await password.fill(PASSWORD);
    await confirm.fill(PASSWORD);
    await page.getByRole('button', { name: bn('accounts:signup.submit') }).click();
    const code = await codeFromOutbox(email, 'যাচাইকরণ কোড');
    await page.getByLabel(bn('accounts:fields.code')).fill(code);
    await page.getByRole('button', { name: bn('accounts:otp.submit') }).click();

    // Back at the course, three students still chosen.
    await expect(page).toHaveURL(/\/course\/14\?students=3$/);
    await expect(page.locator('input[name="tier"][value="3"]')).toBeChecked();
    await page.screenshot({
      path: test.info().outputPath('9-back-at-course-bn.png'),
      fullPage: false,
    });

    // The first visit is welcomed, not welcomed back.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'স্বাগতম, Nusrat!' })).toBeVisible();
  });

  test('a return path pointing off the site is ignored', async ({ page }) => {
    const email = uniqueEmail('next-offsite');
    await page.goto('/signup?next=//evil.example/steal');
    await page.getByLabel('First Name').fill('Rafi');
    await page.getByLabel('Last Name').fill('Ahmed');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('01712345671');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm Password' }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const code = await codeFromOutbox(email, 'verification code');
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Rafi!' })).toBeVisible();
  });
});
