import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signIn } from './accounts-support';
import { bellOf, uniqueText } from './community-support';

// Course 1 of the demo academy: taught by instructor@academy.test, learner@academy.test enrolled.
const COURSE = '/course/1/progress';
const MEETING = 'https://meet.jit.si/academy-e2e-weekly-clinic';
const RECORDING = 'https://videos.example.org/academy-e2e-weekly-clinic';
const DHAKA_OFFSET_MS = 6 * 60 * 60_000;

/** Moves the server's live-class clock (TEST_CLOCK) to `at`; answers the offset it set. */
async function setServerTime(page: Page, at: number) {
  const response = await page.request.put('/api/test-clock/', {
    data: { offset_ms: Math.round(at - Date.now()) },
  });
  expect(response.status()).toBe(200);
}

test('a weekly class: scheduled, counted down, joined, in a calendar, then recorded as a lesson', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const title = uniqueText('Weekly clinic');
  // Tomorrow at 08:00 in Bangladesh, the first of three weekly sessions.
  const tomorrow = new Date(Date.now() + DHAKA_OFFSET_MS + 24 * 60 * 60_000)
    .toISOString()
    .slice(0, 10);
  const startsAt = Date.parse(`${tomorrow}T08:00:00+06:00`);

  // The learner has the course's Stream open while the instructor schedules.
  const learnerContext = await browser.newContext();
  await learnerContext.route(`${MEETING}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Meeting room</title>Meeting room' }),
  );
  const learner = await learnerContext.newPage();
  await signIn(learner, 'learner@academy.test');
  await setServerTime(learner, Date.now());
  await learner.goto(COURSE);
  const panel = learner.getByRole('region', { name: 'Live classes' });
  await expect(panel.getByRole('article', { name: 'Weekly office hours' })).toBeVisible();

  const instructor = await (await browser.newContext()).newPage();
  await signIn(instructor, 'instructor@academy.test');
  await instructor.goto(COURSE);
  await instructor.getByRole('button', { name: 'Schedule a live class' }).click();
  const form = instructor.getByRole('dialog', { name: 'Schedule a live class' });
  await form.getByLabel(/^Title/).fill(title);
  await form.getByLabel(/^Date/).fill(tomorrow);
  await form.getByLabel(/^Start time/).fill('08:00');
  await form.getByLabel(/^Meeting link/).fill(MEETING);
  await form.getByLabel(/^Number of weekly sessions/).fill('3');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(instructor.getByText('3 live classes scheduled.')).toBeVisible();

  // Without a reload, the new class is next in the learner's Stream, counting down, Join off.
  const next = panel.getByRole('article', { name: title });
  await expect(next.getByRole('timer')).toContainText('Join opens in');
  await expect(next.getByRole('button', { name: 'Join' })).toBeDisabled();

  // The calendar file of the class.
  const download = learner.waitForEvent('download');
  await next.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
  const ics = await readFile((await (await download).path())!, 'utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain(`SUMMARY:${title}`);
  expect(ics).not.toContain('academy-e2e-weekly-clinic');

  // Ten minutes before the start, Join is on: the server records it and opens the meeting.
  await setServerTime(learner, startsAt - 10 * 60_000);
  await learner.reload();
  await expect(next.getByRole('timer')).toContainText('Starts in');
  await next.getByRole('button', { name: 'Join' }).click();
  await expect(learner).toHaveURL(MEETING);

  // After the class: the instructor attaches its recording.
  await setServerTime(instructor, startsAt + 2 * 60 * 60_000);
  await instructor.reload();
  await instructor.getByRole('button', { name: `Attach recording: ${title}` }).click();
  const attach = instructor.getByRole('dialog', { name: 'Attach the recording' });
  await attach.getByLabel(/^Video link/).fill(RECORDING);
  await attach.getByRole('button', { name: 'Attach and notify learners' }).click();
  await expect(instructor.getByText('Recording attached')).toBeVisible();

  // The learner is notified, and watches it as a lesson of the course.
  await learner.goto(COURSE);
  await expect(bellOf(learner).dot).toBeVisible();
  const past = learner
    .getByRole('list', { name: 'Past classes' })
    .getByRole('listitem')
    .filter({ has: learner.getByRole('link', { name: title }) });
  await expect(past).toContainText('You joined');
  await past.getByRole('link', { name: 'Watch the recording' }).click();
  await expect(learner.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await bellOf(learner).bell.click();
  await expect(learner.getByText(`Recording available in`).first()).toBeVisible();
  await setServerTime(learner, Date.now());
});
