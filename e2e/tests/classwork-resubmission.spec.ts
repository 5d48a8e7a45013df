import { expect, test } from '../support/test.ts';
import { PHONE_WIDTH } from '../support/layout-check.ts';
import { logIn } from './accounts-support.ts';
import { uniqueText } from './community-support.ts';
import { FREE_COURSE, FREE_COURSE_INSTRUCTOR, gradedAndReleased } from './classwork-support.ts';

// A new version of graded work, on a 360 px phone: the instructor lets the course take new
// versions after a released grade; the learner is told before sending what happens to the grade
// and the late penalty; the grader's form starts from the earlier grade, shows both side by side,
// and a lower grade is released only once the instructor ticks that they mean it.

test.use({ viewport: { width: PHONE_WIDTH, height: 740 } });

test('@mobile a new version after a released grade is warned of, and a lower regrade confirmed', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const title = uniqueText('Split write-up');
  const { assignmentId, account } = await gradedAndReleased(request, title);

  // The course takes new versions after a released grade: the instructor's choice.
  await logIn(page, FREE_COURSE_INSTRUCTOR);
  await page.goto(`/instructor/courses/edit/${FREE_COURSE}`);
  const setting = page.getByRole('checkbox', {
    name: 'Take new versions of assignments after grades are released',
  });
  await expect(setting).toBeVisible();
  await setting.check();
  await page.getByRole('button', { name: 'Update Course' }).click();
  await expect(page.getByText('Course updated successfully!')).toBeVisible();

  const learnerContext = await browser.newContext({
    viewport: { width: PHONE_WIDTH, height: 740 },
    isMobile: true,
  });
  const learner = await learnerContext.newPage();
  await logIn(learner, account.email, account.password);
  await learner.goto(`/assignments/${assignmentId}`);
  const warning = learner.getByRole('note');
  await expect(warning).toContainText('Your released grade is 15.3 / 20.');
  await expect(warning).toContainText('your grade can go down as well as up');
  await expect(warning).toContainText(
    'Handed in now, this version is 1 day late: −10% of its score.',
  );
  await learner.getByLabel('Your answer').fill('Split by patient; AUROC and calibration.');
  await learner.getByRole('button', { name: 'Submit' }).click();
  await expect(
    learner.getByText('Tick the box to hand in a new version of graded work.'),
  ).toBeVisible();
  await learner.getByRole('checkbox', { name: /I understand: hand in a new version/ }).check();
  await learner.getByRole('button', { name: 'Submit' }).click();
  await expect(learner.getByText('Version 2 submitted late.')).toBeVisible();

  // The grader's form starts from the earlier grade and shows both side by side.
  await page.goto(`/grading?course=${FREE_COURSE}&kind=assignment&item=${assignmentId}`);
  await page.getByRole('link', { name: new RegExp(`^Grade ${title} by`) }).click();
  await expect(page.getByRole('radio', { name: 'AUROC only (7)' })).toBeChecked();
  await expect(page.getByText('Earlier grade (version 1)')).toBeVisible();
  await expect(page.getByText('This grade (version 2)')).toBeVisible();
  // Split by admission: 7, 6.3 after the penalty, below the released 15.3.
  await page.getByRole('radio', { name: 'By admission (0)' }).check();
  await expect(page.getByRole('alert')).toContainText(
    'This grade, 6.3 / 20, is lower than the 15.3 / 20 the learner sees now.',
  );
  await page.getByRole('button', { name: 'Save grade' }).click();
  await expect(
    page.getByText('Tick the box to release a grade lower than the released one.'),
  ).toBeVisible();
  await learner.reload();
  await expect(learner.getByText('Your grade: 15.3 / 20.')).toBeVisible();

  await page.getByRole('checkbox', { name: /release the lower grade/ }).check();
  await page.getByRole('button', { name: 'Save grade' }).click();
  await expect(page.getByText('Released: the learner sees 6.3 / 20.')).toBeVisible();
  await learner.reload();
  await expect(learner.getByText('Your grade: 6.3 / 20.')).toBeVisible();
  await learnerContext.close();
});
