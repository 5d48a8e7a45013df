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

test('a payment waiting for staff shows on the course page, with no second payment offered', async ({
  page,
  request,
}) => {
  const learner = await createAccount(request, 'manual-waiting');
  await signIn(page, learner.email, learner.password);
  await page.goto('/payment?course=14&students=1');
  await page.getByRole('radio', { name: /^Send money manually/ }).check();
  await page.getByLabel(/^Your bKash number/).fill('01712345678');
  await page
    .getByLabel(/^Transaction ID/)
    .fill(`TX${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`);
  await page.getByRole('button', { name: 'Submit Payment' }).click();
  const done = page.getByRole('dialog', { name: 'Payment Done!' });
  await done.getByRole('button', { name: 'OK' }).click();

  await page.goto('/course/14');
  const waiting = page.getByTestId('payment-pending');
  await expect(waiting).toContainText('Your payment is being checked');
  await expect(waiting).toContainText('৳15,000.00');
  await expect(
    page.getByTestId('enrol-card').getByRole('button', { name: 'Enroll Now' }),
  ).toHaveCount(0);
  await waiting.getByRole('link', { name: 'See my payments' }).click();
  await expect(page).toHaveURL(/\/payments$/);
});
