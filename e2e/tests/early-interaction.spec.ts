import { expect as expectNow, test } from '../support/test.ts';
import { actAsSlowPhone, openAtFirstPaint } from '../support/slow-phone.ts';
import { createAccount, fillLogin, signIn } from './accounts-support.ts';

// Nothing a person does on a pre-rendered page is lost (docs/decisions/016): each journey acts
// the moment the page paints, on a slow phone, where the app takes the page over seconds later.
// Every journey runs EARLY_ROUNDS times (2 in `npm test`); `npm run test:early -w e2e` runs each
// 20 times.
const ROUNDS = Number(process.env.EARLY_ROUNDS ?? 2);
// A slow phone takes seconds to show a page the browser renders itself (a lazy page's chunk,
// its strings and its answers over 150 ms round trips).
const expect = expectNow.configure({ timeout: 20_000 });

test.describe('acting at first paint on a slow phone', () => {
  test.beforeEach(async ({ page }) => {
    // Throttled pages take seconds to load and to be taken over: a budget for the whole journey.
    test.setTimeout(90_000);
    await actAsSlowPhone(page);
  });

  for (let round = 1; round <= ROUNDS; round++) {
    const each = ROUNDS > 1 ? ` (round ${round})` : '';

    test(`the footer FAQ link and a top-bar link go where they say${each}`, async ({ page }) => {
      await openAtFirstPaint(page, '/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
      await expect(page).toHaveURL(/\/faq$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      await openAtFirstPaint(page, '/');
      await page.getByRole('banner').getByRole('link', { name: 'Courses' }).click();
      await expect(page).toHaveURL(/\/courses$/);
    });

    test(`a category chip and the FAQ accordion answer on the home page${each}`, async ({
      page,
    }) => {
      await openAtFirstPaint(page, '/');
      const chip = page.getByRole('button', { name: 'Neuroscience', exact: true });
      await chip.click();
      await expect(chip).toHaveAttribute('aria-pressed', 'true');

      const question = page
        .getByRole('region', { name: 'Frequently asked questions' })
        .getByRole('button')
        .first();
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
    });

    test(`a search, a sort and a filter on the catalogue take effect${each}`, async ({ page }) => {
      await openAtFirstPaint(page, '/courses');
      await page.getByPlaceholder('Search for anything').fill('zzqxv quantum teleportation');
      await page.getByPlaceholder('Search for anything').press('Enter');
      await expect(page.getByText('No courses found matching your criteria')).toBeVisible();

      await openAtFirstPaint(page, '/courses');
      await page.getByLabel('Sort by').selectOption('newest');
      await expect(page).toHaveURL(/ordering=newest/);
      await page.getByLabel('Category').selectOption({ label: 'Neuroscience' });
      await expect(page).toHaveURL(/category=neuroscience/);
      await expect(page).toHaveURL(/ordering=newest/);
    });

    test(`'Enroll Now' sends a visitor to log in and back to the course${each}`, async ({
      page,
    }) => {
      await openAtFirstPaint(page, '/course/14');
      // A click, not check(): while the app takes over, a re-render may show the former choice
      // for a moment before the replay gives the person's back (docs/decisions/016).
      await page.getByRole('radio', { name: /2 students/ }).click();
      await expect(page.getByRole('radio', { name: /2 students/ })).toBeChecked();
      await page.getByRole('button', { name: 'Enroll 2 students' }).click();
      await expect(page.getByText('Please log in to enroll in this course')).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);

      await fillLogin(page, 'learner@academy.test', 'Academy#2026');
      await expect(page).toHaveURL(/\/course\/14\?students=2$/);
      await expect(page.getByRole('radio', { name: /2 students/ })).toBeChecked();
    });

    test(`'Enroll Now' takes a signed-in learner to the payment page${each}`, async ({
      page,
      request,
    }) => {
      const learner = await createAccount(request, 'early-enrol');
      await signIn(page, learner.email, learner.password);
      await openAtFirstPaint(page, '/course/14');
      await page.getByRole('button', { name: 'Enroll Now' }).click();
      await expect(page).toHaveURL(/\/payment\?course=14&students=1$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Complete your enrolment' }),
      ).toBeVisible();
    });

    test(`the mobile menu opens on a phone-sized page${each}`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await openAtFirstPaint(page, '/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu).toBeVisible();
      await menu.getByRole('link', { name: 'Courses' }).click();
      await expect(page).toHaveURL(/\/courses$/);
    });
  }
});
