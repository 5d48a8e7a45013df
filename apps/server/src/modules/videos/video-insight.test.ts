import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoAssets, videoWatchProgress } from '../../db/schema/videos.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createCourse, createUser, enrolIn } from '../../test/factories.ts';
import { createLesson } from './video-test-helpers.ts';

type User = Awaited<ReturnType<typeof createUser>>;

let testApp: TestApp;
let instructor: User;
let learners: User[];
let courseId: number;
let lessonId: number;
let quietLessonId: number;
let assetId: number;
let quietAssetId: number;

/** A ready asset row; the insight reads rows only, so no files are made. */
async function readyAsset(lesson: number, course: number, duration: number, createdAt?: Date) {
  const [asset] = await testApp.app.db
    .insert(videoAssets)
    .values({
      lessonId: lesson,
      courseId: course,
      uploadId: randomBytes(8).toString('hex'),
      status: 'ready',
      originalName: 'clip.mp4',
      sizeBytes: 1000,
      storageKey: `videos/${randomBytes(8).toString('hex')}`,
      durationSeconds: duration,
      readyAt: new Date(),
      ...(createdAt ? { createdAt } : {}),
    })
    .returning();
  return asset!.id;
}

const watch = (userId: number, asset: number, watched: [number, number][], plays: number) =>
  testApp.app.db.insert(videoWatchProgress).values({
    userId,
    assetId: asset,
    watched,
    watchedSeconds: watched.reduce((sum, [start, end]) => sum + end - start, 0),
    plays,
    positionSeconds: watched.at(-1)?.[1] ?? 0,
  });

beforeAll(async () => {
  testApp = await createTestApp();
  const { app } = testApp;
  instructor = await createUser(app.db, { role: 'instructor' });
  const course = await createCourse(app.db, { instructorId: instructor.id });
  courseId = course.id;
  learners = [];
  for (let index = 0; index < 4; index += 1) {
    const learner = await createUser(app.db);
    await enrolIn(app.db, learner.id, courseId);
    learners.push(learner);
  }
  lessonId = (await createLesson(app.db, courseId, 'Reading a trial')).id;
  quietLessonId = (await createLesson(app.db, courseId, 'Nobody watched yet')).id;
  // A replaced video of the same lesson: its viewers are not the current video's.
  const replaced = await readyAsset(lessonId, courseId, 10, new Date(Date.now() - 60_000));
  assetId = await readyAsset(lessonId, courseId, 10);
  quietAssetId = await readyAsset(quietLessonId, courseId, 6);
  await watch(learners[0]!.id, replaced, [[0, 10]], 3);
  await watch(learners[1]!.id, assetId, [[0, 10]], 2);
  await watch(
    learners[2]!.id,
    assetId,
    [
      [0, 2],
      [6, 8],
    ],
    1,
  );
  // Opened the lesson but never played: not a viewer.
  await watch(learners[3]!.id, assetId, [], 0);
  // The instructor checking the video is not its audience.
  await watch(instructor.id, assetId, [[0, 10]], 4);
  // A video still converting has no insight.
  const converting = (await createLesson(app.db, courseId, 'Converting')).id;
  await app.db.insert(videoAssets).values({
    lessonId: converting,
    courseId,
    uploadId: randomBytes(8).toString('hex'),
    status: 'processing',
    originalName: 'clip.mp4',
    sizeBytes: 1000,
    storageKey: `videos/${randomBytes(8).toString('hex')}`,
  });
  // The first learner plays half of the current video through the player's report.
  const report = await app.inject({
    method: 'POST',
    url: `/api/videos/${assetId}/progress/`,
    headers: await authHeader(app, learners[0]!),
    payload: { position_seconds: 5, watched: [[0, 5]], started: true },
  });
  expect(report.statusCode).toBe(200);
});

afterAll(() => testApp.close());

const insight = async (user?: User) =>
  testApp.app.inject({
    url: `/api/instructor-courses/${courseId}/video-insight/`,
    headers: user ? await authHeader(testApp.app, user) : {},
  });

describe('what instructors learn of their videos', () => {
  it('counts plays, viewers, share watched and retention of each current video', async () => {
    const answer = await insight(instructor);
    expect(answer.statusCode).toBe(200);
    const [main, quiet, ...rest] = answer.json().videos;
    expect(rest).toEqual([]);
    expect(main).toMatchObject({
      lesson_id: lessonId,
      lesson_title: 'Reading a trial',
      asset_id: assetId,
      duration_seconds: 10,
      plays: 4,
      unique_viewers: 3,
      // (5 + 10 + 4) / 3 of 10 seconds
      average_watched_percent: 63.3,
    });
    // Points at 0.25 s, 0.75 s, … 9.75 s: [0, 5] covers ten, [0, 10] all, [0, 2] + [6, 8] eight.
    const viewers = [3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 1, 1, 2, 2, 2, 2, 1, 1, 1, 1];
    expect(main.retention).toEqual(
      viewers.map((count, index) => ({
        at_seconds: (index + 0.5) / 2,
        viewers: count,
        percent: { 3: 100, 2: 66.7, 1: 33.3 }[count],
      })),
    );
    expect(quiet).toMatchObject({
      lesson_id: quietLessonId,
      asset_id: quietAssetId,
      duration_seconds: 6,
      plays: 0,
      unique_viewers: 0,
      average_watched_percent: 0,
    });
    expect(quiet.retention).toHaveLength(20);
    expect(quiet.retention[0]).toEqual({ at_seconds: 0.15, viewers: 0, percent: 0 });
    expect(quiet.retention.every((point: { viewers: number }) => point.viewers === 0)).toBe(true);
    const [stored] = await testApp.app.db
      .select()
      .from(videoWatchProgress)
      .where(
        and(
          eq(videoWatchProgress.userId, learners[0]!.id),
          eq(videoWatchProgress.assetId, assetId),
        ),
      );
    expect(stored).toMatchObject({ watched: [[0, 5]], watchedSeconds: 5, plays: 1 });
  });

  it('answers staff, and refuses learners, other instructors and visitors', async () => {
    const { app } = testApp;
    expect((await insight(await createUser(app.db, { role: 'admin' }))).statusCode).toBe(200);
    const learner = await insight(learners[1]);
    expect(learner.statusCode).toBe(403);
    expect(learner.json()).toEqual({
      detail: 'You do not have permission to perform this action.',
    });
    const other = await insight(await createUser(app.db, { role: 'instructor' }));
    expect(other.statusCode).toBe(403);
    expect((await insight()).statusCode).toBe(401);
    const missing = await app.inject({
      url: '/api/instructor-courses/999999/video-insight/',
      headers: await authHeader(app, instructor),
    });
    expect(missing.statusCode).toBe(404);
  });
});
