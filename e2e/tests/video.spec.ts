import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { bearer, signIn } from './accounts-support.ts';

// Hosted lesson videos (decision 037). The demo seeds two converted at start from a test pattern
// with English and Bangla captions: lessons 1 (a free preview) and 2 of course 1, which the demo
// learner follows.

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
  await page.getByRole('button', { name: /Defining outcome, predictors and time horizon/ }).click();
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
  await page.getByRole('button', { name: /Defining outcome, predictors and time horizon/ }).click();
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
