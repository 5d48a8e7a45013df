import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { makePng } from '../support/png.ts';
import { bearer, createAccount, logIn } from './accounts-support.ts';

type OutboxMail = { to: string; subject: string; text: string };

async function readOutbox(): Promise<OutboxMail[]> {
  const dir = join(process.env.E2E_DATA_DIR!, 'outbox');
  const names = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith('.json'));
  return Promise.all(
    names.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as OutboxMail),
  );
}

async function addModule(page: Page, number: number, title: string, lesson: string) {
  await page.getByRole('button', { name: 'Add Module' }).click();
  const module = page
    .getByRole('list')
    .locator(':scope > li')
    .filter({
      has: page.getByRole('heading', { name: `Module ${number}`, exact: true }),
    });
  await module.getByRole('textbox', { name: 'Module title' }).fill(title);
  await expect(module.getByText('No lessons added yet.')).toBeVisible();
  await module.getByRole('button', { name: 'Add Lesson' }).click();
  await module.getByRole('textbox', { name: 'Lesson title' }).fill(lesson);
  return module;
}

test.describe('instructor studio', () => {
  test('creates a course, uploads a thumbnail, edits it, manages it and announces to learners', async ({
    page,
    browser,
  }) => {
    // One long journey through five pages and two sessions.
    test.setTimeout(120_000);
    const stamp = Date.now();
    const courseTitle = `Survival Analysis in R ${stamp}`;
    await logIn(page, 'instructor@academy.test');

    // Dashboard: My Teaching Journey with the instructor's actions.
    await expect(page.getByRole('heading', { name: 'My Teaching Journey' })).toBeVisible();
    await page.getByRole('link', { name: 'Add Course' }).click();

    // Create Course.
    await expect(page).toHaveURL(/\/courses\/create$/);
    await expect(page.getByRole('heading', { name: 'Create Course', level: 1 })).toBeVisible();
    for (const text of [
      'No outcomes added yet.',
      'No prerequisites added yet.',
      'No modules added yet.',
    ]) {
      await expect(page.getByText(text)).toBeVisible();
    }
    // Required fields first.
    await page.getByRole('button', { name: 'Create Course' }).click();
    await expect(page.getByText('Please fill in all required fields')).toBeVisible();

    await page.getByRole('textbox', { name: 'Course Title' }).fill(courseTitle);
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill('Kaplan-Meier curves and Cox models for clinicians.');
    await page.getByRole('spinbutton', { name: 'Price (BDT)' }).fill('2500');
    const category = page.getByRole('combobox', { name: 'Category' });
    await expect(category.locator('option').first()).toHaveText('Select a category');
    await category.selectOption({ label: 'Data Analysis' });
    await page.getByRole('button', { name: 'Add Outcome' }).click();
    await page.getByRole('textbox', { name: 'Outcome 1' }).fill('Fit and read a Cox model');

    const first = await addModule(page, 1, 'Foundations', 'Censoring explained');
    await expect(first.getByText('No videos added yet.')).toBeVisible();
    await first.getByRole('button', { name: 'Add Video' }).click();
    await first.getByRole('textbox', { name: 'Video 1: Video title' }).fill('What is censoring?');
    await first
      .getByRole('textbox', { name: 'Video 1: Video URL' })
      .fill('https://videos.example.org/censoring');
    await addModule(page, 2, 'Cox models', 'Proportional hazards');
    const moduleTitles = page.getByRole('textbox', { name: 'Module title' });
    // Reorder with the keyboard-accessible buttons, then back by dragging the handle.
    await page.getByRole('button', { name: 'Move module 2 up' }).click();
    await expect(moduleTitles.nth(0)).toHaveValue('Cox models');
    await page
      .getByRole('img', { name: 'Drag module 2 to reorder' })
      // Dropped on the bottom of module 1 (its Add Lesson button), which is on screen with the handle.
      .dragTo(page.getByRole('button', { name: 'Add Lesson' }).first());
    await expect(moduleTitles.nth(0)).toHaveValue('Foundations');
    await expect(moduleTitles.nth(1)).toHaveValue('Cox models');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Create Course' }).click();
    await expect(page.getByText('Course created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/edit-course-thumbnail\/\d+$/);
    const courseId = Number(/(\d+)$/.exec(page.url())![1]);

    // Add Course Thumbnail.
    await expect(page.getByRole('heading', { name: 'Add Course Thumbnail' })).toBeVisible();
    await expect(
      page.getByText(
        'Recommended image aspect ratio is 16:9 (e.g., 1280x720 pixels) for best display',
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Upload Thumbnail' }).click();
    await expect(page.getByText('Please select a thumbnail image')).toBeVisible();
    await page.getByLabel('Thumbnail image').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: makePng(1280, 720),
    });
    await expect(page.getByRole('img', { name: 'Thumbnail preview' })).toBeVisible();
    await page.getByRole('button', { name: 'Upload Thumbnail' }).click();
    await expect(page.getByText('Thumbnail updated successfully!')).toBeVisible();
    // Back at the course, in its editor.
    await expect(page).toHaveURL(new RegExp(`/instructor/courses/edit/${courseId}$`));

    // Edit Course: the tree is read back; removing the second module.
    await expect(page.getByRole('heading', { name: 'Edit Course', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Course Title' })).toHaveValue(courseTitle);
    await expect(page.getByRole('textbox', { name: 'Video 1: Video URL' })).toHaveValue(
      'https://videos.example.org/censoring',
    );
    await page.getByRole('button', { name: 'Delete module 2' }).click();
    await expect(page.getByRole('heading', { name: 'Module 2', exact: true })).toHaveCount(0);
    await page.getByRole('spinbutton', { name: 'Price (BDT)' }).fill('3000');
    await page.getByRole('button', { name: 'Update Course' }).click();
    await expect(page.getByText('Course updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/edit-course-thumbnail/${courseId}$`));
    // The uploaded thumbnail is shown as the current one.
    await expect(page.getByRole('img', { name: 'Current thumbnail' })).toHaveAttribute(
      'src',
      /^\/media\/thumbnails\/[0-9a-f]+\.webp$/,
    );
    await page.getByRole('button', { name: 'Skip' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // Manage Courses: search, preview and the stored edit.
    await page.goto('/manage-courses');
    await expect(page.getByRole('heading', { name: 'Manage Courses', level: 1 })).toBeVisible();
    await page.getByPlaceholder('Search courses...').fill(`${stamp}`);
    await expect(page.getByRole('article')).toHaveCount(1);
    await page.getByRole('button', { name: `Preview ${courseTitle}` }).click();
    const preview = page.getByRole('dialog', { name: courseTitle });
    await expect(preview).toContainText('Category: Data Analysis');
    await expect(preview).toContainText('BDT 3,000.00');
    await preview.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('link', { name: `Edit ${courseTitle}` }).click();
    await expect(page).toHaveURL(new RegExp(`/instructor/courses/edit/${courseId}$`));
    await expect(page.getByRole('heading', { name: /^Module \d$/ })).toHaveCount(1);

    // Announce to course 1, where learner@academy.test is enrolled.
    const announcementTitle = `Live Q&A moved ${stamp}`;
    await page.goto('/announcements/create?courseId=1');
    await expect(page.getByRole('combobox', { name: 'Course', exact: true })).toBeDisabled();
    await page.getByRole('button', { name: 'Post Announcement' }).click();
    await expect(page.getByText('Please fill in all fields')).toBeVisible();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(announcementTitle);
    await page
      .getByRole('textbox', { name: 'Content' })
      .fill('The live Q&A moves to Sunday at 8:30 PM.');
    await page.getByRole('button', { name: 'Post Announcement' }).click();
    await expect(page.getByText('Announcement created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The learner was mailed and reads it in the course's announcements.
    await expect
      .poll(async () =>
        (await readOutbox()).some(
          (mail) => mail.to === 'learner@academy.test' && mail.subject.endsWith(announcementTitle),
        ),
      )
      .toBe(true);
    const learnerContext = await browser.newContext();
    const learnerPage = await learnerContext.newPage();
    await logIn(learnerPage, 'learner@academy.test');
    await learnerPage.goto('/course/1/announcements');
    const item = learnerPage.getByRole('button', { name: new RegExp(announcementTitle) });
    await expect(item).toContainText('Just now');
    await item.click();
    await expect(learnerPage.getByRole('heading', { name: announcementTitle })).toBeVisible();
    await expect(learnerPage.getByText('The live Q&A moves to Sunday at 8:30 PM.')).toBeVisible();
    await learnerPage.getByRole('button', { name: 'Back to Announcements' }).click();
    await expect(item).toBeVisible();
    await expectNoSeriousA11yViolations(learnerPage);
    await learnerContext.close();
  });

  test('asks before Back leaves a course with unsaved changes, and not after saving', async ({
    page,
  }) => {
    const unsavedChanges = 'You have unsaved changes. Leave this page anyway?';
    /** Presses Back and answers the confirm, returning what it asked. */
    async function goBackAnswering(answer: 'accept' | 'dismiss') {
      const asked = page.waitForEvent('dialog').then(async (dialog) => {
        await dialog[answer]();
        return dialog.message();
      });
      await page.goBack();
      return asked;
    }
    const courseTitle = `Unsaved Back ${Date.now()}`;
    await logIn(page, 'instructor@academy.test');
    await page.getByRole('link', { name: 'Add Course' }).click();
    await expect(page).toHaveURL(/\/courses\/create$/);
    const title = page.getByRole('textbox', { name: 'Course Title' });
    await title.fill(courseTitle);

    expect(await goBackAnswering('dismiss')).toBe(unsavedChanges);
    await expect(page).toHaveURL(/\/courses\/create$/);
    await expect(title).toHaveValue(courseTitle);

    expect(await goBackAnswering('accept')).toBe(unsavedChanges);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'My Teaching Journey' })).toBeVisible();

    // Saved: the thumbnail page's Back returns to an empty Create Course without asking.
    await page.getByRole('link', { name: 'Add Course' }).click();
    await title.fill(courseTitle);
    await page.getByRole('textbox', { name: 'Description' }).fill('Saved before going back.');
    await page.getByRole('spinbutton', { name: 'Price (BDT)' }).fill('0');
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Data Analysis' });
    await page.getByRole('button', { name: 'Create Course' }).click();
    await expect(page.getByRole('heading', { name: 'Add Course Thumbnail' })).toBeVisible();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goBack();
    await expect(page).toHaveURL(/\/courses\/create$/);
    await expect(title).toHaveValue('');
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(dialogs).toEqual([]);
  });

  test("a course's teaching insight shows a new learner's enrolment and review", async ({
    page,
    request,
  }) => {
    // The free course of the demo academy, taught by Ashraful Karim. Other journeys enrol
    // learners in it at the same time, so the figures are checked as at least what they were
    // before this learner, plus one.
    const course = { id: 3, title: 'Foundations of Clinical Research Methodology' };
    const instructor = 'ashraful.karim@academy.test';
    const instructorAuth = await bearer(request, instructor);
    const insightNow = async () =>
      (await (
        await request.get(`/api/instructor-courses/${course.id}/insight/`, {
          headers: instructorAuth,
        })
      ).json()) as { total_students: number; enrolments_by_week: { enrolments: number }[] };
    const before = await insightNow();
    const recentBefore = before.enrolments_by_week.reduce((sum, week) => sum + week.enrolments, 0);

    const learner = await createAccount(request, 'insight');
    const learnerAuth = await bearer(request, learner.email, learner.password);
    const enrolled = await request.post('/api/enrollments/', {
      headers: learnerAuth,
      data: { course_id: course.id },
    });
    expect(enrolled.status()).toBe(201);
    const comment = `Clear steps from question to design ${Date.now()}`;
    const reviewed = await request.post(`/api/courses/${course.id}/reviews/`, {
      headers: learnerAuth,
      data: { rating: 4, comment },
    });
    expect(reviewed.status()).toBe(201);

    await logIn(page, instructor);
    await page.goto('/manage-courses');
    // Opened from the keyboard, as the page's focus order reaches it.
    const insightLink = page.getByRole('link', { name: `Teaching insight for ${course.title}` });
    await insightLink.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Teaching insight for ${course.title}` });
    await expect(dialog.getByText('Enrolments per week')).toBeVisible();

    const shownNumber = (text: string | null) => Number(text?.replace(/[^\d]/g, ''));
    const figure = (label: string) =>
      dialog.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
    expect(shownNumber(await figure('Students').textContent())).toBeGreaterThanOrEqual(
      before.total_students + 1,
    );
    const summary = dialog.getByText(/enrolments in the last 12 weeks$/);
    expect(shownNumber(await summary.textContent())).toBeGreaterThanOrEqual(recentBefore + 1);
    await expect(dialog.getByText('0 approved payments')).toBeVisible();

    const review = dialog.getByRole('listitem').filter({ hasText: comment });
    await expect(review.getByText('Farzana Akter')).toBeVisible();
    await expect(review.getByText('4 out of 5')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The page behind was inert; closed, it takes focus back where the instructor left it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(insightLink).toBeFocused();
  });

  test('shows learners an instructors-only page, and the server refuses them', async ({ page }) => {
    await logIn(page, 'learner@academy.test');
    await page.goto('/courses/create');
    await expect(page.getByRole('heading', { name: 'For instructors only' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Course' })).toHaveCount(0);
    const token = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('auth') ?? '{}') as { accessToken?: string }).accessToken,
    );
    const response = await page.request.post('/api/create-course/', {
      headers: { authorization: `Bearer ${token}` },
      data: { title: 'Not allowed', description: 'D', price: 0, category_id: 1 },
    });
    expect(response.status()).toBe(403);
  });
});
