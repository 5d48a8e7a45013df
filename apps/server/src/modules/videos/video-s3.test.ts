import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessons } from '../../db/schema/course-content.ts';
import { videoAssets } from '../../db/schema/videos.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { startTestBucket, type TestBucket } from '../../test/s3-bucket.ts';
import { authHeader, createCourse, createUser, enrolIn } from '../../test/factories.ts';
import { makeClip } from '../../test/video-clips.ts';
import { cleanUpVideos } from './cleanup-job.ts';
import { UPLOAD_EXPIRY_HOURS } from './upload-routes.ts';
import { createLesson, uploadVideo } from './video-test-helpers.ts';

// The media-store work of hosted videos against a bucket (s3rver, the local S3 stand-in of
// lib/media-s3.test.ts): the ladder's segments and playlists written there and served from it,
// and no object left behind by a failed upload, a replaced video or a deleted lesson.

const BUCKET = 'academy-videos';
let clips: string;
let bucket: TestBucket;
let client: S3Client;
let testApp: TestApp;
let instructor: Awaited<ReturnType<typeof createUser>>;
let learner: Awaited<ReturnType<typeof createUser>>;
let courseId: number;

beforeAll(async () => {
  clips = await mkdtemp(join(tmpdir(), 'academy-clips-'));
  await makeClip(join(clips, 'clip.mp4'), { seconds: 2, width: 320, height: 180 });
  bucket = await startTestBucket(BUCKET);
  client = bucket.client;
  const { s3 } = bucket;
  testApp = await createTestApp({ config: { s3 } });
  const { app } = testApp;
  instructor = await createUser(app.db, { role: 'instructor' });
  learner = await createUser(app.db);
  courseId = (await createCourse(app.db, { instructorId: instructor.id })).id;
  await enrolIn(app.db, learner.id, courseId);
});

afterAll(async () => {
  await testApp?.close();
  await bucket?.close();
  await rm(clips, { recursive: true, force: true });
});

/** Every object key under a folder of the bucket, relative to it, sorted. */
async function objectsUnder(folder: string): Promise<string[]> {
  const listed = await client.send(
    new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `${folder}/` }),
  );
  return (listed.Contents ?? []).map((object) => object.Key!.slice(folder.length + 1)).sort();
}

const assetsOf = (lessonId: number) =>
  testApp.app.db.select().from(videoAssets).where(eq(videoAssets.lessonId, lessonId));

const cleanUp = () =>
  cleanUpVideos({
    db: testApp.app.db,
    media: testApp.app.media,
    uploadDir: join(testApp.config.dataDir, 'uploads', 'videos'),
    uploadExpiryHours: UPLOAD_EXPIRY_HOURS,
    replacedGraceSeconds: 0,
  });

describe('hosted videos in an S3 bucket', () => {
  it('writes the ladder into the bucket and plays it from there through signed addresses', async () => {
    const { app } = testApp;
    expect(app.media.kind).toBe('s3');
    const lesson = await createLesson(app.db, courseId);
    await uploadVideo(app, instructor, lesson.id, join(clips, 'clip.mp4'), { parts: 2 });
    await app.jobs.runQueued();
    const [asset] = await assetsOf(lesson.id);
    expect(asset).toMatchObject({ status: 'ready', sourcePath: null });
    const objects = await objectsUnder(asset!.storageKey);
    // The ladder only (a master playlist is made per viewer): the uploaded file is gone.
    expect(objects).toEqual([
      'hls/240p/index.m3u8',
      'hls/240p/seg_00000.ts',
      'hls/audio/index.m3u8',
      'hls/audio/seg_00000.ts',
      'hls/poster.jpg',
      'hls/thumbnails.jpg',
    ]);

    const playback = await app.inject({
      url: `/api/lessons/${lesson.id}/video/`,
      headers: await authHeader(app, learner),
    });
    expect(playback.statusCode).toBe(200);
    const { token } = playback.json();
    const playlist = await app.inject({
      url: `/api/videos/${asset!.id}/240p/index.m3u8?t=${token}`,
    });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['cache-control']).toBe('private, max-age=10');
    expect(playlist.body).toContain(`seg_00000.ts?t=${token}`);
    const segment = await app.inject({
      url: `/api/videos/${asset!.id}/240p/seg_00000.ts?t=${token}`,
    });
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    expect(segment.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(segment.rawPayload[0]).toBe(0x47); // an MPEG-TS sync byte
    const missing = await app.inject({
      url: `/api/videos/${asset!.id}/240p/seg_00999.ts?t=${token}`,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('leaves nothing in the bucket after a failed upload, a replaced video or a deleted lesson', async () => {
    const { app } = testApp;
    // Not a video: the job refuses it and removes what the upload stored.
    const refused = await createLesson(app.db, courseId, 'A renamed PDF');
    await uploadVideo(app, instructor, refused.id, Buffer.from('%PDF-1.7\n'.repeat(200)), {
      name: 'lecture.mp4',
    });
    const [waiting] = await assetsOf(refused.id);
    expect(await objectsUnder(waiting!.storageKey)).toEqual(['source.mp4']);
    await app.jobs.runQueued();
    const [failed] = await assetsOf(refused.id);
    expect(failed).toMatchObject({ status: 'failed', failureReason: 'not_video' });
    expect(await objectsUnder(failed!.storageKey)).toEqual([]);

    // A replaced video's files go once the clean-up runs; the new one's stay.
    const lesson = await createLesson(app.db, courseId, 'Replaced twice');
    await uploadVideo(app, instructor, lesson.id, join(clips, 'clip.mp4'));
    await app.jobs.runQueued();
    await uploadVideo(app, instructor, lesson.id, join(clips, 'clip.mp4'));
    await app.jobs.runQueued();
    const [older, newer] = (await assetsOf(lesson.id)).sort((a, b) => a.id - b.id);
    expect(older!.discardedAt).not.toBeNull();
    expect(await objectsUnder(older!.storageKey)).not.toEqual([]);
    await cleanUp();
    expect(await objectsUnder(older!.storageKey)).toEqual([]);
    expect(await objectsUnder(newer!.storageKey)).toContain('hls/240p/seg_00000.ts');

    // A deleted lesson's video goes with the next clean-up, rows and objects.
    await app.db.delete(lessons).where(eq(lessons.id, lesson.id));
    await cleanUp();
    expect(await objectsUnder(newer!.storageKey)).toEqual([]);
    const left = await app.db.select().from(videoAssets).where(eq(videoAssets.id, newer!.id));
    expect(left).toEqual([]);
  });
});
