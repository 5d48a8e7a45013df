import { expect, test } from '../support/test.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { logIn } from './accounts-support.ts';
import { uniqueText } from './community-support.ts';

// Live updates arrive over the event stream at once; without it the 5 s poll still gets there.
const WITHIN_SECONDS = { timeout: 8_000 };

test.describe('course chat', () => {
  test('a learner and the instructor of course 1 each see the other’s message within seconds', async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const learnerContext = await browser.newContext();
    const instructorContext = await browser.newContext();
    const learner = await learnerContext.newPage();
    const instructor = await instructorContext.newPage();
    // Each signed-in tab opens the live event stream with a single-use ticket.
    const streams = [learner, instructor].map((page) =>
      page.waitForResponse(
        (response) => response.url().includes('/api/events/?ticket=') && response.status() === 200,
      ),
    );
    await Promise.all([
      logIn(learner, 'learner@academy.test'),
      logIn(instructor, 'instructor@academy.test'),
    ]);
    for (const stream of await Promise.all(streams)) {
      expect(stream.headers()['content-type']).toBe('text/event-stream; charset=utf-8');
    }

    // The learner reaches the chat from the inbox.
    await learner.goto('/course/inbox');
    await expect(learner.getByRole('heading', { name: 'Inbox' })).toBeVisible();
    await expect(learner.getByText('Your course conversations in one place')).toBeVisible();
    const row = learner.getByRole('link', { name: /Machine Learning for Clinical Research/ });
    await expect(row).toContainText('Instructor: Rafiqul Islam');
    await row.click();
    await expect(learner).toHaveURL(/\/course\/1\/inbox\/$/);
    await instructor.goto('/course/1/inbox/');

    for (const page of [learner, instructor]) {
      // The URL changes before the chat page replaces the inbox (its code loads on demand), so the
      // course's heading, which the inbox does not have, says the chat is there.
      await expect(
        page.getByRole('heading', { level: 1, name: 'Machine Learning for Clinical Research' }),
      ).toBeVisible();
      await expect(page.getByText('Instructor: Rafiqul Islam')).toBeVisible();
      await expect(
        page.getByRole('log', { name: 'Messages' }).getByRole('listitem').first(),
      ).toBeVisible();
    }

    const question = uniqueText('Is the recording of week 3 up yet?');
    await learner.getByLabel('Message', { exact: true }).fill(question);
    await learner.getByRole('button', { name: 'Send' }).click();
    await expect(learner.getByLabel('Message', { exact: true })).toHaveValue('');
    const ownBubble = learner.getByRole('listitem').filter({ hasText: question });
    await expect(ownBubble).toContainText('You');

    const received = instructor.getByRole('listitem').filter({ hasText: question });
    await expect(received).toBeVisible(WITHIN_SECONDS);
    await expect(received).toContainText('Learner');

    const answer = uniqueText('Yes, it is in the Modules tab.');
    await instructor.getByLabel('Message', { exact: true }).fill(answer);
    await instructor.getByRole('button', { name: 'Add emoji' }).click();
    await instructor.getByRole('button', { name: '👍' }).click();
    await expect(instructor.getByLabel('Message', { exact: true })).toHaveValue(`${answer}👍`);
    await instructor.getByRole('button', { name: 'Send' }).click();

    const reply = learner.getByRole('listitem').filter({ hasText: `${answer}👍` });
    await expect(reply).toBeVisible(WITHIN_SECONDS);
    await expect(reply).toContainText('Instructor');
    await expect(reply).toContainText('Rafiqul Islam');

    await expectNoSeriousA11yViolations(learner);
    await learnerContext.close();
    await instructorContext.close();
  });

  test('a learner not enrolled in a course is told so and cannot write', async ({ page }) => {
    await logIn(page, 'learner@academy.test');
    // Course 7 is paid and not bought by the demo learner.
    await page.goto('/course/7/inbox/');
    await expect(
      page.getByText('Only learners enrolled in this course and its instructor can use its chat.'),
    ).toBeVisible();
    await expect(page.getByLabel('Message', { exact: true })).toHaveCount(0);
  });
});
