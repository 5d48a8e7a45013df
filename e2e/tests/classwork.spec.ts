import { expect, test } from '../support/test.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { bearer, createAccount, logIn } from './accounts-support.ts';
import { uniqueText } from './community-support.ts';

// Classwork journeys: an instructor writes a quiz; a learner takes it, reloading in the middle
// without losing an answer, and sees the grade.

/** The free course of the demo academy, taught by Ashraful Karim. */
const FREE_COURSE = 3;
const FREE_COURSE_INSTRUCTOR = 'ashraful.karim@academy.test';

test('an instructor creates a quiz; a learner takes it, reloads in the middle and is graded', async ({
  page,
  browser,
  request,
}) => {
  // Two people, many pages and two accessibility scans: a budget of its own (it takes about a
  // minute on a 2-core machine, longer than the other two-person journeys).
  test.setTimeout(120_000);
  const title = uniqueText('Study designs check');
  await logIn(page, FREE_COURSE_INSTRUCTOR);
  await page.goto(`/course/${FREE_COURSE}/progress?tab=classwork`);
  await page.getByRole('link', { name: 'New quiz' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByLabel('Time limit (minutes)').fill('10');

  const first = page.getByRole('group', { name: 'Question 1' });
  await first
    .getByRole('textbox', { name: 'Question', exact: true })
    .fill('Which design randomises participants?');
  await first.getByRole('textbox', { name: 'Choice 1' }).fill('Randomised controlled trial');
  await first.getByRole('textbox', { name: 'Choice 2' }).fill('Case series');
  // Saving without a right answer is refused next to the choices.
  await page.getByRole('button', { name: 'Create quiz' }).click();
  await expect(first.getByText('Mark exactly one choice as correct.')).toBeVisible();
  await first.getByRole('radio', { name: 'Choice 1 is right' }).check();

  await page.getByRole('button', { name: 'Add question' }).click();
  const second = page.getByRole('group', { name: 'Question 2' });
  await second.getByRole('combobox', { name: 'Type' }).selectOption('true_false');
  await second
    .getByRole('textbox', { name: 'Question', exact: true })
    .fill('A cohort study follows people over time.');
  await page.getByRole('button', { name: 'Add question' }).click();
  const third = page.getByRole('group', { name: 'Question 3' });
  await third.getByRole('combobox', { name: 'Type' }).selectOption('short_text');
  await third
    .getByRole('textbox', { name: 'Question', exact: true })
    .fill('What does the P in PICO stand for?');
  await third.getByRole('textbox', { name: 'Accepted answers' }).fill('Population\nPatient');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Create quiz' }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  // A new learner of the course finds it on the Classwork tab.
  const account = await createAccount(request, 'quiz-taker');
  const enrolled = await request.post('/api/enrollments/', {
    headers: await bearer(request, account.email, account.password),
    data: { course_id: FREE_COURSE },
  });
  expect(enrolled.status()).toBe(201);
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await logIn(learner, account.email, account.password);
  await learner.goto(`/course/${FREE_COURSE}/progress`);
  await learner.getByRole('tab', { name: 'Classwork' }).click();
  const row = learner.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('Not started')).toBeVisible();
  await row.getByRole('link', { name: title }).click();
  await learner.getByRole('button', { name: 'Start quiz' }).click();
  await expect(learner.getByText('Time left')).toBeAttached();

  await learner.getByRole('radio', { name: 'Randomised controlled trial' }).check();
  await learner.getByRole('radio', { name: 'True' }).check();
  await expect(learner.getByRole('status').getByText('All answers saved')).toBeVisible();
  await learner.reload();
  await expect(learner.getByRole('radio', { name: 'Randomised controlled trial' })).toBeChecked();
  await expect(learner.getByRole('radio', { name: 'True' })).toBeChecked();
  await expect(learner.getByText('2 of 3 answered')).toBeVisible();

  await learner.getByRole('textbox', { name: 'Your answer' }).fill('  POPULATION ');
  await learner.getByRole('button', { name: 'Submit' }).click();
  const confirm = learner.getByRole('dialog', { name: 'Submit this attempt?' });
  await confirm.getByRole('button', { name: 'Submit' }).click();
  await expect(learner.getByRole('heading', { name: 'Attempt 1: result' })).toBeVisible();
  await expect(learner.getByText('3 / 3', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(learner);

  await learner.getByRole('link', { name: 'Back to the quiz' }).click();
  await expect(learner.getByText('Your grade: 3 / 3.')).toBeVisible();
  await expect(learner.getByText('You have used every attempt this quiz allows.')).toBeVisible();
  await learnerContext.close();

  // The instructor sees the submission counted on Classwork.
  await page.getByRole('link', { name: 'Back to Classwork' }).click();
  const instructorRow = page.getByRole('listitem').filter({ hasText: title });
  await expect(instructorRow.getByText('1 learner submitted')).toBeVisible();
});
