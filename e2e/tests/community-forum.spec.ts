import type { Browser } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { createAccount, logIn } from './accounts-support.ts';
import { bellOf, uniqueText } from './community-support.ts';

async function signedInPage(browser: Browser, account: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, account.email, account.password);
  return { context, page };
}

test.describe('forum', () => {
  test('a comment on a topic lights its author’s bell, and the notification opens the topic', async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    // A fresh author: nothing unread yet, whatever other tests do to the demo accounts.
    const author = await signedInPage(browser, await createAccount(request, 'forum-author'));
    const { dot } = bellOf(author.page);

    await author.page.goto('/forums');
    await expect(author.page.getByRole('heading', { name: 'Forum', level: 1 })).toBeVisible();
    await author.page.getByRole('link', { name: 'New Topic' }).click();
    await expect(author.page).toHaveURL(/\/forums\/create$/);
    await expect(author.page.getByRole('link', { name: 'New Topic' })).toHaveCount(0);

    const create = author.page.getByRole('button', { name: 'Create Topic' });
    await expect(create).toBeDisabled();
    const title = uniqueText('Which sample size for a pilot RCT?');
    await author.page.getByLabel('Title').fill(title);
    await author.page.getByLabel('Category').selectOption({ label: 'Statistics & Data Analysis' });
    await expect(create).toBeDisabled();
    await author.page
      .getByLabel('Content')
      .fill('We plan 30 per arm.\nIs that enough? See https://example.org/pilot-studies');
    await create.click();
    await expect(author.page).toHaveURL(/\/forums\/topics\/\d+\/$/);
    const topicUrl = new URL(author.page.url()).pathname.replace(/\/$/, '');
    await expect(author.page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(
      author.page.getByRole('link', { name: 'https://example.org/pilot-studies' }),
    ).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(author.page.getByText('No comments yet. Be the first to reply.')).toBeVisible();
    await expect(dot).toHaveCount(0);
    await expectNoSeriousA11yViolations(author.page);

    // Someone else replies.
    const reader = await signedInPage(browser, await createAccount(request, 'forum-reader'));
    await reader.page.goto('/forums');
    await reader.page.getByRole('link', { name: title }).click();
    await expect(reader.page).toHaveURL(new RegExp(`${topicUrl}$`));
    await expect(reader.page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    const reply = uniqueText('30 per arm is common for feasibility.');
    await reader.page.getByLabel('Write a comment').fill(reply);
    await reader.page.getByRole('button', { name: 'Post Comment' }).click();
    await expect(reader.page.getByText(reply)).toBeVisible();
    await expect(reader.page.getByLabel('Write a comment')).toHaveValue('');

    // The author, still on the topic, sees the bell light up without a reload, and the
    // notification leads to the topic.
    await expect(dot).toBeVisible({ timeout: 12_000 });
    await bellOf(author.page).bell.click();
    await expect(author.page).toHaveURL(/\/notifications$/);
    const notification = author.page.getByRole('button', {
      // A string name matches as a substring; the title holds regex characters.
      name: `Farzana Akter commented on your topic "${title}"`,
    });
    await expect(notification).toContainText('just now');
    await expectNoSeriousA11yViolations(author.page);
    await notification.click();
    await expect(author.page).toHaveURL(new RegExp(`${topicUrl}$`));
    await expect(author.page.getByText(reply)).toBeVisible();
    await expect(dot).toHaveCount(0);

    // Two more replies; 'Mark all as read' clears them in one go.
    for (const text of [uniqueText('Also report the CI.'), uniqueText('And the attrition.')]) {
      await reader.page.getByLabel('Write a comment').fill(text);
      await reader.page.getByRole('button', { name: 'Post Comment' }).click();
      await expect(reader.page.getByText(text)).toBeVisible();
    }
    await expect(dot).toBeVisible({ timeout: 12_000 });
    await bellOf(author.page).bell.click();
    await expect(author.page.getByRole('button', { name: 'Mark as read' })).toHaveCount(2);
    await expect(author.page.getByText('2 unread')).toBeVisible();
    const markAll = author.page.getByRole('button', { name: 'Mark all as read' });
    await markAll.click();
    await expect(markAll).toBeDisabled();
    await expect(author.page.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
    await expect(dot).toHaveCount(0);
    await author.page.getByRole('button', { name: 'Back' }).click();
    await expect(author.page).toHaveURL(new RegExp(`${topicUrl}$`));

    await author.context.close();
    await reader.context.close();
  });

  test('an author edits and deletes their topic', async ({ browser, request }) => {
    const author = await signedInPage(browser, await createAccount(request, 'forum-editor'));
    const { page } = author;
    await page.goto('/forums/create');
    const title = uniqueText('Draft question');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Category').selectOption({ label: 'General Discussion' });
    await page.getByLabel('Content').fill('First version');
    await page.getByRole('button', { name: 'Create Topic' }).click();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Edit' }).click();
    const renamed = uniqueText('Final question');
    await page.getByLabel('Title').fill('   ');
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await page.getByLabel('Title').fill(renamed);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Topic' });
    await expect(dialog).toContainText('Are you sure you want to delete this topic?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/forums$/);
    await expect(page.getByRole('heading', { name: 'Forum', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: renamed })).toHaveCount(0);
    await page.goBack();
    await expect(page).not.toHaveURL(/\/forums\/topics\//);
    await author.context.close();
  });
});
