import { expect, test } from '../support/test.ts';
import { PHONE_WIDTH } from '../support/layout-check.ts';
import { setUpReader } from '../support/page-sweep.ts';
import { localeString } from '../support/locale-strings.ts';
import { bearer, createAccount, signIn } from './accounts-support.ts';

// On a 360 px phone, in both languages: the staff console's tables scroll in their own box with
// a visible cue, never the page; a learner never sees the staff-only 'Recording overdue' tag; a
// quiz's introduction does not promise more questions than it asks; staff are not told a
// teammate who has an account has none.

test.use({ viewport: { width: PHONE_WIDTH, height: 740 } });

/** The demo learner's course with an ended class whose recording is overdue, and its quiz. */
const ML_COURSE = 1;

for (const language of ['en', 'bn'] as const) {
  test(`@mobile staff tables scroll in their own box, with a cue (${language})`, async ({
    page,
  }) => {
    await setUpReader(page, language);
    await signIn(page, 'admin@academy.test');
    for (const tab of ['users', 'catalogue']) {
      await page.goto(`/admin?tab=${tab}`);
      const table = page.getByRole('table').first();
      await expect(table).toBeVisible();
      // Nothing pushes the page wider than the phone.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `/admin?tab=${tab} is wider than the phone`,
      ).toBeLessThanOrEqual(PHONE_WIDTH);
      // The table is wider than its box: the reader is told there is more to the side.
      const box = table.locator('xpath=..');
      await expect(box).toHaveAttribute('role', 'region');
      expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      await expect(
        page.getByText(localeString(language, 'common:scrollTable.more')).first(),
      ).toBeVisible();
    }
  });

  test(`@mobile a learner sees no staff-only recording tag and an honest quiz (${language})`, async ({
    page,
  }) => {
    await setUpReader(page, language);
    await signIn(page, 'learner@academy.test');
    const past = page.waitForResponse((response) =>
      response.url().includes(`/api/courses/${ML_COURSE}/live-classes/past/`),
    );
    await page.goto(`/course/${ML_COURSE}/progress?tab=stream`);
    const answer = (await (await past).json()) as {
      results: { recording_overdue: boolean | null; recording_due_at: string | null }[];
    };
    expect(answer.results.length).toBeGreaterThan(0);
    // The server sends the learner neither the mark nor the due time.
    expect(answer.results.every((row) => row.recording_overdue === null)).toBe(true);
    expect(answer.results.every((row) => row.recording_due_at === null)).toBe(true);
    await expect(
      page.getByText(localeString(language, 'live-classes:past.recordingToCome')).first(),
    ).toBeVisible();
    await expect(page.getByText(localeString(language, 'live-classes:past.overdue'))).toHaveCount(
      0,
    );

    await page.goto(`/course/${ML_COURSE}/progress?tab=classwork`);
    await page
      .getByRole('link', { name: 'Module 1 check: models, data and leakage' })
      .first()
      .click();
    await expect(
      page.getByRole('heading', { name: 'Module 1 check: models, data and leakage' }),
    ).toBeVisible();
    await expect(page.getByText(/six/i)).toHaveCount(0);
  });
}

test('@mobile staff see that a teammate of a pending payment already has an account', async ({
  page,
  request,
}) => {
  const payer = await createAccount(request, 'duo-payer');
  const newcomer = `no-account-${Date.now()}@example.com`;
  const transaction = `BK${Date.now()}`.slice(0, 14);
  const submitted = await request.post('/api/manualpaymentsubmit/', {
    headers: await bearer(request, payer.email, payer.password),
    data: {
      course_id: '14',
      payment_type: 'trio',
      paid_amount: '30000.00',
      sender_number: '01712345678',
      transaction_id: transaction,
      coupon_code: '',
      teammate_one: {
        name: 'Nadia Chowdhury',
        email: 'learner@academy.test',
        number: '01711111111',
      },
      teammate_two: { name: 'Not Yet', email: newcomer, number: '01722222222' },
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);

  await signIn(page, 'admin@academy.test');
  await page.goto('/admin');
  await page.getByRole('searchbox', { name: 'Search payments' }).fill(transaction);
  const row = page.locator(`[data-transaction-id="${transaction}"]`);
  await expect(row.getByText(/learner@academy\.test/)).toContainText('has an account');
  await expect(row.getByText(new RegExp(newcomer.replace(/[.]/g, '\\.')))).toContainText(
    'no account yet (invited on approval)',
  );
});
