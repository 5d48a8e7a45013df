import { expect, test } from '../support/test.ts';
import { makePng } from '../support/png.ts';
import { signIn } from './accounts-support.ts';

// An instructor's first course on a phone: a draft until published, back at
// the course after the thumbnail, prices with grouped digits, a chart with a y-axis.

test.describe('a first course on a phone @mobile', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('stays a draft, returns to the course after the thumbnail, reads its price grouped', async ({
    page,
  }) => {
    const title = `First course ${Date.now()}`;
    await signIn(page, 'instructor@academy.test');
    await page.goto('/courses/create');
    await expect(page.getByRole('checkbox', { name: /Keep as a draft/ })).toBeChecked();
    await page.getByRole('textbox', { name: 'Course Title' }).fill(title);
    await page.getByRole('textbox', { name: 'Description' }).fill('Regression for clinicians.');
    await page.getByRole('spinbutton', { name: 'Price (BDT)' }).fill('10000');
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Data Analysis' });
    await page.getByRole('button', { name: 'Create Course' }).click();
    await expect(page).toHaveURL(/\/edit-course-thumbnail\/\d+$/);
    const courseId = Number(/(\d+)$/.exec(page.url())![1]);

    // Not on sale: the catalogue does not know it.
    const listed = await page.request.get(`/api/course-details/${courseId}/`);
    expect(listed.status()).toBe(404);

    await page.getByLabel('Thumbnail image').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: makePng(1280, 720),
    });
    await page.getByRole('button', { name: 'Upload Thumbnail' }).click();
    await expect(page.getByText('Thumbnail updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/instructor/courses/edit/${courseId}$`));

    await page.goto('/courses/manage');
    await page.getByPlaceholder('Search courses...').fill(title);
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card).toContainText('BDT 10,000.00');
    await expect(card).not.toContainText('10000');
    await page.getByRole('link', { name: `Teaching insight for ${title}` }).click();
    await expect(page.getByTestId('enrolment-axis-tick').first()).toBeAttached();
    await page.screenshot({ path: test.info().outputPath('11-insight.png') });
  });
});
