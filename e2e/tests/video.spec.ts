import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { setUpReader } from '../support/page-sweep.ts';
import { expect, test } from '../support/test.ts';
import { bearer, signIn } from './accounts-support.ts';

// Hosted lesson videos (decision 037). The demo seeds two converted at start from a test pattern
// with English and Bangla captions: lessons 1 (a free preview) and 2 of course 1, which the demo
// learner follows.

const run = promisify(execFile);
const COURSE = 1;
const LEARNER = 'learner@academy.test';

/** The course's first two lesson ids, once both videos are converted (at most a minute or so). */
async function readyLessons(request: APIRequestContext, auth: Record<string, string>) {
  const course = await request.get(`/api/enrolled-course/${COURSE}/`, { headers: auth });
  const body = (await course.json()) as { modules: { lessons: { lesson_id: number }[] }[] };
  const ids = body.modules.flatMap((module) => module.lessons.map((lesson) => lesson.lesson_id));
  const [preview, paid] = ids as [number, number];
  await expect
    .poll(
      async () =>
        Promise.all(
          [preview, paid].map(async (id) =>
            (await request.get(`/api/lessons/${id}/video/`, { headers: auth })).status(),
          ),
        ),
      { timeout: 120_000, intervals: [1000] },
    )
    .toEqual([200, 200]);
  return { preview, paid };
}

test('a learner plays a lesson video, switches quality, turns on Bangla captions and resumes after a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const auth = await bearer(request, LEARNER);
  await readyLessons(request, auth);
  await signIn(page, LEARNER);
  await page.goto(`/course/${COURSE}/progress`);
  await page
    .getByRole('button', { name: /^Defining outcome, predictors and time horizon/ })
    .click();
  const player = page.getByRole('region', {
    name: 'Video: Defining outcome, predictors and time horizon',
  });
  await expect(player).toBeVisible();
  const video = player.getByTestId('hosted-video');
  await expect(player.getByTestId('video-watermark')).toContainText(LEARNER);

  await player.getByRole('button', { name: 'Play' }).click();
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0.5);

  await player.getByLabel('Quality').selectOption('240p');
  await expect(player.getByLabel('Quality')).toHaveValue('240p');
  await player.getByLabel('Captions').selectOption('bn');
  await expect
    .poll(() =>
      video.evaluate((element: HTMLVideoElement) =>
        Array.from(element.textTracks).map((track) => `${track.language}:${track.mode}`),
      ),
    )
    .toEqual(['en:disabled', 'bn:showing']);

  // The transcript beside it reads the Bangla track; a search counts, a cue seeks.
  const transcript = page.getByRole('region', { name: /^Transcript/ });
  await expect(transcript).toContainText('একটি পরীক্ষামূলক ছবি ও ৪৪০ হার্জের সুর।');
  await transcript.getByRole('searchbox', { name: 'Search the transcript' }).fill('সুর');
  await expect(transcript.getByRole('status')).toHaveText('1 match');
  await expect(transcript.locator('mark')).toHaveText(['সুর']);
  await transcript.getByRole('button', { name: /^Play from 0:03/ }).click();
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThanOrEqual(3);
  await expect(transcript.getByRole('button', { name: /^Play from 0:03/ })).toHaveAttribute(
    'aria-current',
    'true',
  );

  // Leave at 3 s: the pause reports the position.
  const reported = page.waitForResponse(
    (response) => response.url().includes('/progress/') && response.request().method() === 'POST',
  );
  await video.evaluate((element: HTMLVideoElement) => {
    element.pause();
    element.currentTime = 3;
  });
  await reported;
  await page.waitForTimeout(300);
  await page.reload();
  await page
    .getByRole('button', { name: /^Defining outcome, predictors and time horizon/ })
    .click();
  await expect(page.getByText('Resumed at 0:03, where you stopped.')).toBeVisible();
  await expect
    .poll(() =>
      page.getByTestId('hosted-video').evaluate((element: HTMLVideoElement) => element.currentTime),
    )
    .toBeGreaterThan(2.5);
  // The quality chosen is remembered for this learner.
  await expect(page.getByLabel('Quality')).toHaveValue('240p');
});

test('a visitor plays the free preview on the course page and is refused a paid lesson', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { paid } = await readyLessons(request, await bearer(request, LEARNER));
  await page.goto(`/course/${COURSE}`);
  await page.getByRole('tab', { name: 'Content' }).click();
  // Only the preview lesson offers it.
  await expect(page.getByRole('button', { name: /^Watch the free preview/ })).toHaveCount(1);
  await page
    .getByRole('button', { name: 'Watch the free preview: Prediction, explanation and causation' })
    .click();
  const player = page.getByRole('region', {
    name: 'Video: Prediction, explanation and causation',
  });
  await expect(player).toBeVisible();
  // A visitor has no name to draw over the picture.
  await expect(player.getByTestId('video-watermark')).toHaveCount(0);
  await player.getByRole('button', { name: 'Play' }).click();
  await expect
    .poll(() =>
      player
        .getByTestId('hosted-video')
        .evaluate((element: HTMLVideoElement) => element.currentTime),
    )
    .toBeGreaterThan(0.5);

  const refused = await page.request.get(`/api/lessons/${paid}/video/`);
  expect(refused.status()).toBe(401);
});

test("an instructor reads, in Bangla on a phone, what learners did with the course's videos", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  await readyLessons(request, await bearer(request, LEARNER));
  await page.setViewportSize({ width: 360, height: 740 });
  await setUpReader(page, 'bn');
  await signIn(page, 'instructor@academy.test');
  await page.goto(`/manage-courses?insight=${COURSE}`);
  // The seed's watching of the free preview (apps/server/src/seed/insert-demo-videos.ts):
  // two learners (Sabbir and Imran), three plays, seven eighths watched on average.
  const preview = page.getByTestId('video-insight').first();
  await expect(preview).toContainText('Prediction, explanation and causation');
  const figure = (label: string) =>
    preview.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(figure('চালানো হয়েছে')).toHaveText('৩');
  await expect(figure('যে শিক্ষার্থীরা দেখেছেন')).toHaveText('২');
  await expect(figure('গড়ে দেখা হয়েছে')).toHaveText('৮৭.৫%');
  await preview.getByText('দর্শক ধরে রাখার হিসাব টেবিলে দেখুন').click();
  const rows = preview.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(21);
  await expect(rows.nth(1)).toContainText('১০০% (২ জন শিক্ষার্থী)');
  await expect(rows.nth(20)).toContainText('৫০% (১ জন শিক্ষার্থী)');
  await page.screenshot({ path: testInfo.outputPath('video-insight-bn-360.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);
});

test('an instructor uploads a clip through the course editor and sees it become ready', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const folder = await mkdtemp(join(tmpdir(), 'academy-e2e-clip-'));
  const clip = join(folder, 'leakage-talk.mp4');
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=24:duration=2'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=660:sample_rate=48000:duration=2'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', clip],
  ]);
  await signIn(page, 'instructor@academy.test');
  await page.goto(`/instructor/courses/edit/${COURSE}`);
  // The third lesson of the course: its video is still a link.
  const panel = page.getByRole('group', { name: 'Hosted video' }).nth(2);
  await expect(panel.getByText('No video uploaded yet.', { exact: false })).toBeVisible();
  await panel.getByLabel('Upload a video (MP4, MOV, MKV or WebM)').setInputFiles(clip);
  await expect(panel.getByTestId('lesson-video-current')).toContainText(
    'Playing: leakage-talk.mp4',
    {
      timeout: 120_000,
    },
  );
  await expect(panel.getByTestId('lesson-video-current')).toContainText('240p');
  await rm(folder, { recursive: true, force: true });
});
