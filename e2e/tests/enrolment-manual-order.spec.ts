import { expect, test } from '../support/test.ts';
import { createAccount, signIn } from './accounts-support.ts';

// The manual transfer asked for an amount it then changed: 'Send exactly ৳26,000' came first and
// the promo code field after it made the total ৳23,400. What is paid for now comes first; the
// instructions name the final amount; the transfer's details follow them.

test.use({ viewport: { width: 360, height: 740 } });

test('on a phone, the promo code comes before the amount to send, which names the final total', async ({
  page,
  request,
}) => {
  const learner = await createAccount(request, 'manual-order');
  await signIn(page, learner.email, learner.password);
  await page.goto('/payment?course=14&students=2');
  await page.getByRole('radio', { name: /^Send money manually/ }).check();
  const promo = page.getByLabel(/^Promo code/);
  const sendExactly = page.getByText(/^Send exactly /);
  const senderNumber = page.getByLabel(/^Your bKash number/);
  await expect(sendExactly).toContainText('৳26,000.00');
  const top = async (locator: typeof promo) => (await locator.boundingBox())!.y;
  expect(await top(promo)).toBeLessThan(await top(sendExactly));
  expect(await top(sendExactly)).toBeLessThan(await top(senderNumber));

  await promo.fill('welcome10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: 'Applied' })).toBeDisabled();
  await expect(sendExactly).toContainText('৳23,400.00');
});
