import { expect, test } from '../support/test.ts';
import { setUpReader } from '../support/page-sweep.ts';
import { codeFromOutbox, createAccount } from './accounts-support.ts';

// A Bangla keyboard types ০-৯ (issue: typed into a phone field they vanished, and a correct code
// typed in them was refused). On a phone, in Bangla, numeric fields take them as 0-9.

const bangla = (latin: string) =>
  latin.replace(/\d/g, (digit) => String.fromCharCode(0x09e6 + Number(digit)));

test.use({ viewport: { width: 360, height: 740 } });

test('a reset code and a phone number typed in Bangla digits are taken, on a phone in Bangla', async ({
  page,
  request,
}) => {
  const { email } = await createAccount(request, 'bangla-digits');
  await setUpReader(page, 'bn');
  await page.goto('/forgot-password');
  await page.getByLabel('ইমেইল').fill(email);
  await page.getByRole('button', { name: 'রিসেট কোড পাঠান' }).click();
  await expect(page.getByText('ধাপ ২ / ৩')).toBeVisible();
  const code = await codeFromOutbox(email, 'password reset code');
  const field = page.getByLabel('যাচাইকরণ কোড');
  await field.pressSequentially(bangla(code));
  await expect(field).toHaveValue(code);
  await page.getByRole('button', { name: 'কোড যাচাই করুন' }).click();
  await expect(page.getByText('ধাপ ৩ / ৩')).toBeVisible();

  // The sign-up form's phone field keeps what a Bangla keyboard types.
  await page.goto('/signup');
  const phone = page.getByLabel('ফোন');
  await phone.pressSequentially(bangla('01712345678'));
  await expect(phone).toHaveValue('01712345678');
});
