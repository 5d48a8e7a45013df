import { expect, test } from '../support/test.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { makePng } from '../support/png.ts';
import { bearer, createAccount, signIn } from './accounts-support.ts';

// Reading lessons: the instructor writes an article in the one editor (keyboard, Markdown
// shortcuts, a formula, a code block, an uploaded image) and a learner reads it to its end, which
// completes the lesson on the server.

const FREE_COURSE = 3;
const INSTRUCTOR = 'ashraful.karim@academy.test';
/** The free course's last lesson: no other journey reads or completes it. */
const LESSON = 'Critical appraisal in twenty minutes';

test('an instructor writes a reading with a formula, code and an image; a learner reads it and completes the lesson', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  await signIn(page, INSTRUCTOR);
  await page.goto(`/course/${FREE_COURSE}/progress`);
  await page.getByRole('button', { name: new RegExp(LESSON) }).click();
  const lesson = page.getByRole('article', { name: LESSON });
  await lesson.getByRole('button', { name: 'Write an article' }).click();
  const dialog = page.getByRole('dialog', { name: `Article: ${LESSON}` });
  const editor = dialog.getByRole('textbox', { name: 'Article' });

  // Markdown shortcuts while typing, from the keyboard alone.
  await editor.click();
  await page.keyboard.type('## Appraising a trial\n');
  await page.keyboard.type('Check **allocation concealment** first.\n');
  await page.keyboard.type('```python ');
  await page.keyboard.type('import pandas as pd');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('The number needed to treat is $\\frac{1}{ARR}$ ');
  await expect(editor.locator('h2')).toHaveText('Appraising a trial');
  await expect(editor.locator('strong')).toHaveText('allocation concealment');
  await expect(editor.locator('pre code')).toHaveText('import pandas as pd');
  await expect(editor.locator('[data-math="inline"] .katex')).toBeVisible();

  // The code block's language, then the toolbar from the keyboard.
  await editor.locator('pre').click();
  await expect(dialog.getByRole('combobox', { name: 'Code language' })).toHaveValue('python');
  await editor.locator('p').last().click();
  await page.keyboard.press('End');
  const toolbar = dialog.getByRole('toolbar', { name: 'Formatting' });
  await toolbar.getByRole('button', { name: 'Heading', exact: true }).focus();
  await page.keyboard.press('End');
  await expect(toolbar.getByRole('button', { name: 'Maths (LaTeX)' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(toolbar.getByRole('button', { name: 'Insert image' })).toBeFocused();
  await page.keyboard.press('Enter');
  await dialog
    .getByLabel('Image file (JPEG, PNG or WebP, up to 5 MB)')
    .setInputFiles({ name: 'forest.png', mimeType: 'image/png', buffer: makePng(120, 60) });
  await dialog.getByLabel('Image description for screen readers').fill('Forest plot of the trial');
  await dialog.getByRole('button', { name: 'Insert', exact: true }).click();
  await expect(editor.getByRole('img', { name: 'Forest plot of the trial' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Save article' }).click();
  await expect(dialog).toBeHidden();
  await expect(lesson.getByText('1 min read')).toBeVisible();

  // A learner of the course reads it: maths by KaTeX, highlighted code with a copy button.
  const account = await createAccount(request, 'reading-lesson');
  const auth = await bearer(request, account.email, account.password);
  expect(
    (
      await request.post('/api/enrollments/', { headers: auth, data: { course_id: FREE_COURSE } })
    ).status(),
  ).toBe(201);
  const learnerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const learnerPage = await learnerContext.newPage();
  await signIn(learnerPage, account.email, account.password);
  await learnerPage.goto(`/course/${FREE_COURSE}/progress`);
  await learnerPage.getByRole('button', { name: new RegExp(LESSON) }).click();
  const reading = learnerPage.getByRole('article', { name: LESSON });
  await expect(reading.getByRole('heading', { name: 'Appraising a trial' })).toBeVisible();
  await expect(reading.locator('[data-math="inline"] .katex')).toBeVisible();
  await expect(reading.locator('pre code .hljs-keyword').first()).toHaveText('import');
  await expect(reading.getByRole('button', { name: 'Copy code' })).toBeVisible();
  await expect(reading.getByRole('img', { name: 'Forest plot of the trial' })).toBeVisible();
  // Reading to the article's end (this one is short: it fits the screen) completes the lesson.
  await learnerPage.getByTestId('article-end').scrollIntoViewIfNeeded();
  await expect(reading.getByRole('button', { name: 'Mark as not complete' })).toBeVisible();
  await expect(learnerPage.getByText('1 of 7 lessons done')).toBeVisible();
  await expectNoSeriousA11yViolations(learnerPage);
});

test('the seeded reading lesson shows its formulas, code and figure in Bangla', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'bn'));
  await signIn(page, 'instructor@academy.test');
  await page.goto('/course/1/progress');
  await page.getByRole('button', { name: /Logistic regression as a baseline/ }).click();
  const lesson = page.getByRole('article', { name: 'Logistic regression as a baseline' });
  await expect(lesson.getByText(/মিনিটের পাঠ/)).toBeVisible();
  await expect(lesson.locator('[data-math="block"] .katex-display').first()).toBeVisible();
  await expect(lesson.getByRole('button', { name: 'কোড কপি করুন' }).first()).toBeVisible();
  await expect(lesson.getByRole('img', { name: /logistic curve/ })).toBeVisible();
  await expect(lesson.getByRole('table').first()).toBeVisible();
  // Its notebook, as it reads: Markdown with maths, code, a text, a table and a figure output.
  const notebook = lesson.getByRole('region', { name: /নোটবুক: logistic-regression.ipynb/ });
  await expect(notebook.getByText('Training accuracy: 1.00')).toBeVisible();
  await expect(notebook.getByRole('cell', { name: '2.95' })).toBeVisible();
  await expect(notebook.getByRole('img', { name: /ROC curve/ })).toBeVisible();
  await expect(notebook.getByRole('button', { name: 'নোটবুক ডাউনলোড' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('reading-bn.png'), fullPage: false });
  await expectNoSeriousA11yViolations(page);
});
