import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { fillLogin } from './accounts-support.ts';

// Catalogue journeys against the seeded demo academy (22 listed courses: 20 real ones and the
// two placeholders). Nothing here changes data, so the tests run beside the others.

const cards = (page: Page) => page.getByTestId('course-card');

/** The number of matching courses the catalogue says it found. */
async function shownTotal(page: Page): Promise<number> {
  const count = page.getByTestId('result-count');
  await expect(count).toHaveText(/^\d+ courses\s*$/);
  return Number(/\d+/.exec((await count.textContent()) ?? '')?.[0]);
}

/** Waits until the grid shows the answer for the address, not the previous one kept meanwhile. */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function cardTitles(page: Page): Promise<string[]> {
  return cards(page).locator('h3').allTextContents();
}

test.describe('home', () => {
  test('category chips bring their courses to the front of the featured grid', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Live & Featured Courses' })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(8);
    const before = await cardTitles(page);

    const chip = page.getByRole('button', { name: 'Neuroscience', exact: true });
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page).first().getByText('Neuroscience', { exact: true })).toBeVisible();
    const after = await cardTitles(page);
    expect(after).not.toEqual(before);
    expect(after.length).toBeLessThanOrEqual(8);

    // The six chips of the spec, and the rest of the page.
    for (const name of [
      'Clinical Research',
      'Medical Writing',
      'Data Analysis',
      'Ethics',
      'Training',
    ]) {
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByText('Completion Rate')).toBeVisible();
    await expect(page.getByTestId('pricing-tier')).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);
  });

  test('the group banner scrolls to pricing, whose cards open course 14 with a tier', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'See group pricing' }).click();
    const pricing = page.getByRole('region', { name: 'Learn solo or together' });
    await expect(pricing).toBeInViewport();
    await pricing.getByRole('link', { name: 'Choose Duo' }).click();
    await expect(page).toHaveURL(
      /\/course\/14\?students=2&price=13000\.00&savings=2000\.00&tier=duo$/,
    );
    await expect(page.getByRole('radio', { name: /2 students/ })).toBeChecked();
  });
});

test.describe('catalogue', () => {
  test('a search with no match shows the empty text, and back returns to the list', async ({
    page,
  }) => {
    await page.goto('/courses');
    // Other journeys publish courses on the shared server: at least the seeded 22 are listed.
    expect(await shownTotal(page)).toBeGreaterThanOrEqual(22);
    await expect(cards(page)).toHaveCount(12);

    await page.getByPlaceholder('Search for anything').fill('zzqxv quantum teleportation');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('No courses found matching your criteria')).toBeVisible();
    await expect(page).toHaveURL(/\/courses\?search=zzqxv\+quantum\+teleportation$/);

    await page.goBack();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByPlaceholder('Search for anything')).toHaveValue('');

    // A real search, typo and all, ranks matching titles first.
    await page.getByPlaceholder('Search for anything').fill('neuroscence');
    await page.keyboard.press('Enter');
    await expect(cards(page).first()).toContainText(/Neuroscience/i);
  });

  test('sorting and paging run on the server and live in the URL', async ({ page }) => {
    await page.goto('/courses');
    expect(await shownTotal(page)).toBeGreaterThan(12);
    await expect(cards(page)).toHaveCount(12);
    await page.getByLabel('Sort by').selectOption('price-high');
    await expect(page).toHaveURL(/ordering=price-high/);
    await settled(page);
    // Sorting and the price filter use the price a learner would pay today: the discounted one
    // while a discount is in force. Read in one round trip: card by card, a loaded machine spent
    // the poll's time in calls.
    const prices = () =>
      cards(page).evaluateAll((shown) =>
        shown.map((card) => {
          const text = card.querySelector('[data-testid="course-price"]')?.textContent ?? '';
          return text === 'Free' ? 0 : Number(text.replace(/[৳,]/g, ''));
        }),
      );
    await expect.poll(async () => (await prices())[0]).toBeGreaterThan(10000);
    const firstPage = await prices();
    expect(firstPage).toEqual([...firstPage].sort((a, b) => b - a));

    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/ordering=price-high&page=2$/);
    await settled(page);
    // Other journeys add courses meanwhile: the page holds what is left after the first 12.
    await expect(cards(page)).toHaveCount(Math.min(12, (await shownTotal(page)) - 12));
    const secondPage = await prices();
    expect(Math.max(...secondPage)).toBeLessThanOrEqual(Math.min(...firstPage));

    await page.goBack();
    await expect(page).toHaveURL(/ordering=price-high$/);
    await expect(cards(page)).toHaveCount(12);
    await expectNoSeriousA11yViolations(page);

    // Low to high: a course reduced below another's list price comes before it.
    await page.getByLabel('Sort by').selectOption('price-low');
    await expect(page).toHaveURL(/ordering=price-low/);
    await settled(page);
    await expect(cards(page)).toHaveCount(12);
    const cheapest = await prices();
    expect(cheapest).toEqual([...cheapest].sort((a, b) => a - b));
  });

  test('cards show the discount, the offer, the badges and the greyed placeholders', async ({
    page,
  }) => {
    await page.goto('/courses?ordering=price-low&max_price=100000');
    const placeholder = cards(page).filter({ hasText: 'Advanced AI Techniques' });
    await expect(placeholder).toBeVisible();
    await expect(placeholder.getByRole('link')).toHaveCount(0);
    await expect(placeholder).toHaveClass(/grayscale/);

    await page.goto('/courses?search=grant');
    const grant = cards(page).first();
    await expect(grant.getByTestId('discount-badge')).toHaveText('20% OFF');
    await expect(grant.getByTestId('course-price')).toHaveText('৳5,999.00');
    await expect(grant.getByTestId('course-original-price')).toHaveText('৳7,500.00');

    await page.goto('/courses?search=bootcamp');
    await expect(cards(page).first().getByTestId('status-badge')).toHaveText(
      'Offer ongoing — click to know more',
    );
    await page.goto('/courses?search=sit+filled');
    await expect(cards(page).first().getByTestId('status-badge')).toHaveText('Sit Filled Up');
  });

  test('opening a course shows its detail with tabs, outline and instructor', async ({ page }) => {
    await page.goto('/courses?search=survival');
    const card = cards(page).first();
    const title = (await card.locator('h3').textContent())!;
    await card.getByRole('link', { name: /View Details/ }).click();
    await expect(page).toHaveURL(/\/course\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} · Academy`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /survival/i);
    await expect(page.getByRole('heading', { name: 'What you will learn' })).toBeVisible();

    await page.getByRole('tab', { name: 'Content' }).click();
    await expect(page.getByTestId('course-module').first()).toContainText(
      /\d+ lessons? · \d+ videos?/,
    );
    await page.getByRole('tab', { name: 'Instructor' }).click();
    await expect(page.getByRole('heading', { name: 'Your instructor' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('enrolment from the course page', () => {
  test('a visitor is sent to log in, then the chosen tier carries to the payment step', async ({
    page,
  }) => {
    await page.goto('/course/14?students=2');
    await expect(page.getByRole('radio', { name: /2 students/ })).toBeChecked();
    await expect(page.getByTestId('enrol-total')).toHaveText('৳26,000.00');
    await page.getByRole('button', { name: 'Enroll 2 students' }).click();
    await expect(page.getByText('Please log in to enroll in this course')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await fillLogin(page, 'learner@academy.test', 'Academy#2026');
    // Back on the course, where the visitor was, with the same tier.
    await expect(page).toHaveURL(/\/course\/14\?students=2$/);
    await page.getByRole('radio', { name: /3 students/ }).check();
    await expect(page.getByTestId('enrol-total')).toHaveText('৳30,000.00');
    await page.getByRole('button', { name: 'Enroll 3 students' }).click();

    await expect(page).toHaveURL(/\/payment\?course=14&students=3$/);
    const state = await page.evaluate(() => (history.state as { usr?: unknown } | null)?.usr);
    expect(state).toMatchObject({
      students: 3,
      payment_type: 'trio',
      price_per_student: '10000.00',
      total: '30000.00',
      course: { course_id: 14 },
    });
  });

  test("an enrolled learner's card and course page lead to the course", async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, 'learner@academy.test', 'Academy#2026');
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/courses?search=python+healthcare');
    const card = cards(page).first();
    await expect(card.getByText('Continue learning')).toBeVisible();
    await expect(card.getByRole('link', { name: /Continue Course/ })).toHaveAttribute(
      'href',
      /\/course\/6\/progress$/,
    );
    await page.goto('/course/6');
    await expect(page.getByRole('link', { name: 'Continue Learning' })).toHaveAttribute(
      'href',
      '/course/6/progress',
    );
  });
});
