import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { createAccount, uniqueEmail, signIn } from './accounts-support.ts';

// The manual bKash enrolment from both sides: a learner pays, staff verify in the console.

const COURSE_14_TITLE = 'AI Research Bootcamp: From Idea to Publication';

/** A bKash-like transaction ID no other test (or earlier run) submits. */
function transactionId(): string {
  return `E2E${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();
}

/** Staff decide in the console, in a browser of their own, like a second person would. */
async function asStaff(browser: Browser, decide: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await signIn(page, 'admin@academy.test');
    await page.goto('/admin');
    await decide(page);
  } finally {
    await context.close();
  }
}

/** Finds one submission in the queue by its transaction ID and selects it. */
async function findInQueue(page: Page, id: string) {
  await page.getByRole('searchbox', { name: 'Search payments' }).fill(id);
  const row = page.locator(`[data-testid="admin-payment"][data-transaction-id="${id}"]`);
  await expect(row).toBeVisible();
  await expect(page.getByTestId('admin-payment')).toHaveCount(1);
  await row.click();
  return row;
}

test('a learner pays for a duo with a promo code, staff approve it, the course opens', async ({
  page,
  request,
  browser,
}) => {
  // Two people in turn (the learner pays, staff approve, the learner studies): long by nature.
  test.setTimeout(60_000);
  const learner = await createAccount(request, 'duo-payer');
  const teammate = uniqueEmail('duo-mate');
  const id = transactionId();

  await signIn(page, learner.email, learner.password);
  await page.goto('/course/14');
  // A click, not check(): on a page still being taken over, the click is held and replayed once
  // the app has it (docs/decisions/016).
  await page.getByRole('radio', { name: /2 students/ }).click();
  await expect(page.getByRole('radio', { name: /2 students/ })).toBeChecked();
  await page.getByRole('button', { name: 'Enroll 2 students' }).click();
  await expect(page).toHaveURL(/\/payment\?course=14&students=2$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Complete your enrolment' }),
  ).toBeVisible();
  // Online payment is offered first; this learner sends money by hand.
  await page.getByRole('radio', { name: /^Send money manually/ }).check();
  await expect(page.getByTestId('bkash-recipient')).toHaveText('01886734215');
  await expect(page.getByTestId('summary-type')).toHaveText('Duo (2 students)');
  await expect(page.getByTestId('summary-total')).toHaveText('৳26,000.00');

  await page.getByLabel(/^Promo code/).fill('welcome10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: 'Applied' })).toBeDisabled();
  await expect(page.getByTestId('summary-coupon')).toHaveText('−৳1,300.00');
  await expect(page.getByTestId('summary-total')).toHaveText('৳23,400.00');

  await page.getByLabel(/^Your bKash number/).fill('01712345678');
  await page.getByLabel(/^Transaction ID/).fill(id.toLowerCase());
  const mate = page.getByTestId('teammate_one');
  await mate.getByLabel(/^Full name/).fill('Rafi Ahmed');
  await mate.getByLabel(/^Email/).fill(teammate);
  await mate.getByLabel(/^Phone number/).fill('01811111111');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Submit Payment' }).click();

  const done = page.getByRole('dialog', { name: 'Payment Done!' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/payments');
  const mine = page.locator(`[data-testid="payment-item"][data-transaction-id="${id}"]`);
  await expect(mine.getByTestId('payment-status')).toHaveText('Pending');
  await expect(mine).toContainText('৳23,400.00');

  await asStaff(browser, async (staff) => {
    const row = await findInQueue(staff, id);
    await expect(row.getByTestId('claimed-amount')).toHaveText('৳23,400.00');
    await expect(row.getByTestId('computed-amount')).toHaveText('৳23,400.00');
    await expect(row).toContainText(teammate);
    await expect(row).toContainText('WELCOME10');
    await staff.keyboard.press('a');
    const confirm = staff.getByRole('dialog', { name: /^Approve payment #\d+\?$/ });
    await expect(confirm).toBeVisible();
    await staff.keyboard.press('Enter');
    await expect(staff.getByText(/^Payment #\d+ approved\.$/)).toBeVisible();
  });

  await page.goto(`/courses?search=${encodeURIComponent('AI Research Bootcamp')}`);
  const continueLink = page.getByRole('link', { name: `Continue Course: ${COURSE_14_TITLE}` });
  await expect(continueLink).toBeVisible();
  await continueLink.click();
  // The progress page pins the lesson it opens into the address once it has loaded.
  await expect(page).toHaveURL(/\/course\/14\/progress(\?lesson=\d+)?$/);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);

  await page.goto('/payments');
  await expect(mine.getByTestId('payment-status')).toHaveText('Approved');
});

test('a rejected submission shows its reason on /payments', async ({ page, request, browser }) => {
  // Two people in turn (the learner pays, staff reject): long by nature.
  test.setTimeout(60_000);
  const learner = await createAccount(request, 'rejected-payer');
  const id = transactionId();
  const reason = `We could not find ${id} in our bKash statement.`;

  await signIn(page, learner.email, learner.password);
  await page.goto('/payment?course=7');
  await page.getByRole('radio', { name: /^Send money manually/ }).check();
  await expect(page.getByTestId('summary-total')).toHaveText('৳7,000.00');

  // The rules speak before anything is sent.
  await page.getByLabel(/^Your bKash number/).fill('01212345678');
  await page.getByRole('button', { name: 'Submit Payment' }).click();
  const errors = page.getByRole('dialog', { name: 'Payment could not be submitted' });
  await expect(errors.getByTestId('payment-errors')).toContainText(
    'bKash number: Enter a valid 11-digit bKash number.',
  );
  await expect(errors.getByTestId('payment-errors')).toContainText(
    'Transaction ID: Transaction ID is required.',
  );
  await errors.getByRole('button', { name: 'Close' }).first().click();

  await page.getByLabel(/^Your bKash number/).fill('01912345678');
  await page.getByLabel(/^Transaction ID/).fill(id);
  await page.getByRole('button', { name: 'Submit Payment' }).click();
  await page
    .getByRole('dialog', { name: 'Payment Done!' })
    .getByRole('button', { name: 'OK' })
    .click();

  await asStaff(browser, async (staff) => {
    await findInQueue(staff, id);
    await staff.keyboard.press('r');
    const dialog = staff.getByRole('dialog', { name: /^Reject payment #\d+$/ });
    await dialog.getByLabel(/^Reason shown to the learner/).fill(reason);
    await dialog.getByRole('button', { name: 'Reject payment' }).click();
    await expect(staff.getByText(/^Payment #\d+ rejected\.$/)).toBeVisible();
  });

  await page.goto('/payments');
  const mine = page.locator(`[data-testid="payment-item"][data-transaction-id="${id}"]`);
  await expect(mine.getByTestId('payment-status')).toHaveText('Rejected');
  await expect(mine.getByTestId('payment-reason')).toHaveText(`Reason: ${reason}`);
  await expectNoSeriousA11yViolations(page);
});
