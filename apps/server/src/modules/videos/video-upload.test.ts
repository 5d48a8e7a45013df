import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessons } from '../../db/schema/course-content.ts';
import { videoAssets, videoRenditions } from '../../db/schema/videos.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createCourse, createUser } from '../../test/factories.ts';
import { makeClip } from '../../test/video-clips.ts';
import { createLesson, creationHeaders, uploadVideo } from './video-test-helpers.ts';

type User = Awaited<ReturnType<typeof createUser>>;

let testApp: TestApp;
let clips: string;
let instructor: User;
let courseId: number;

beforeAll(async () => {
  clips = await mkdtemp(join(tmpdir(), 'academy-clips-'));
  await makeClip(join(clips, 'clip.mp4'), { seconds: 3, width: 640, height: 360 });
  testApp = await createTestApp({
    config: { video: { maxBytes: 2 * 1024 * 1024, ffmpegPath: 'ffmpeg', ffprobePath: 'ffprobe' } },
  });
  const { db } = testApp.app;
  instructor = await createUser(db, { role: 'instructor' });
  courseId = (await createCourse(db, { instructorId: instructor.id })).id;
});

afterAll(async () => {
  await testApp.close();
  await rm(clips, { recursive: true, force: true });
});

const mediaFiles = async (folder: string) => {
  const root = join(testApp.config.dataDir, 'media', folder);
  if (!existsSync(root)) return [];
  return (await readdir(root, { recursive: true })).sort();
};

describe('uploading a lesson video with tus', () => {
  it('resumes from the offset, converts the file into the ladder and publishes it', async () => {
    const { app } = testApp;
    const lesson = await createLesson(app.db, courseId);
    const location = await uploadVideo(app, instructor, lesson.id, join(clips, 'clip.mp4'), {
      parts: 3,
    });
    expect(location).toMatch(/^\/api\/video-uploads\/[0-9a-f]{32}$/);

    const [queued] = await app.db
      .select()
      .from(videoAssets)
      .where(eq(videoAssets.lessonId, lesson.id));
    expect(queued).toMatchObject({
      status: 'queued',
      originalName: 'clip.mp4',
      uploadedBy: instructor.id,
    });
    await app.jobs.runQueued();

    const [ready] = await app.db.select().from(videoAssets).where(eq(videoAssets.id, queued!.id));
    expect(ready).toMatchObject({
      status: 'ready',
      progressPercent: 100,
      width: 640,
      height: 360,
      sourcePath: null,
    });
    expect(ready!.durationSeconds).toBeGreaterThan(2.5);
    expect(ready!.durationSeconds).toBeLessThan(3.5);
    const renditions = await app.db
      .select()
      .from(videoRenditions)
      .where(eq(videoRenditions.assetId, ready!.id));
    expect(renditions.map((r) => [r.name, r.width, r.height]).sort()).toEqual([
      ['240p', 426, 240],
      ['360p', 640, 360],
      ['audio', null, null],
    ]);
    const files = await mediaFiles(ready!.storageKey);
    expect(files).toEqual(
      expect.arrayContaining([
        'hls/240p/index.m3u8',
        'hls/240p/seg_00000.ts',
        'hls/360p/index.m3u8',
        'hls/audio/index.m3u8',
        'hls/poster.jpg',
        'hls/thumbnails.jpg',
      ]),
    );
    expect(files.some((file) => file.startsWith('source'))).toBe(false);
    const playlist = await readFile(
      join(testApp.config.dataDir, 'media', ready!.storageKey, 'hls/360p/index.m3u8'),
      'utf8',
    );
    expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(playlist).toMatch(/#EXT-X-TARGETDURATION:[1-6]\n/);
    const [stored] = await app.db.select().from(lessons).where(eq(lessons.id, lesson.id));
    expect(stored!.durationMinutes).toBe(1);

    const state = await app.inject({
      url: `/api/instructor-lessons/${lesson.id}/video/`,
      headers: await authHeader(app, instructor),
    });
    expect(state.statusCode).toBe(200);
    expect(state.json()).toMatchObject({
      lesson_id: lesson.id,
      current: { id: ready!.id, status: 'ready', renditions: ['240p', '360p', 'audio'] },
      pending: null,
      transcoding_available: true,
      max_bytes: 2 * 1024 * 1024,
    });
  });

  it('refuses an upload above the limit before it starts, in the DRF shape', async () => {
    const { app } = testApp;
    const lesson = await createLesson(app.db, courseId);
    const response = await app.inject({
      method: 'POST',
      url: '/api/video-uploads/',
      headers: {
        ...(await authHeader(app, instructor)),
        ...creationHeaders(2 * 1024 * 1024 + 1, {
          lesson_id: String(lesson.id),
          filename: 'big.mp4',
        }),
      },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'The file is larger than 2 MB.' });
    expect(
      await app.db.select().from(videoAssets).where(eq(videoAssets.lessonId, lesson.id)),
    ).toEqual([]);
  });

  it('fails a renamed PDF by its content and keeps nothing of it', async () => {
    const { app } = testApp;
    const lesson = await createLesson(app.db, courseId);
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n',
    );
    await uploadVideo(app, instructor, lesson.id, pdf, { name: 'lecture.mp4' });
    await app.jobs.runQueued();
    const [asset] = await app.db
      .select()
      .from(videoAssets)
      .where(eq(videoAssets.lessonId, lesson.id));
    expect(asset).toMatchObject({ status: 'failed', failureReason: 'not_video', sourcePath: null });
    expect(await mediaFiles(asset!.storageKey)).toEqual([]);
    const state = await app.inject({
      url: `/api/instructor-lessons/${lesson.id}/video/`,
      headers: await authHeader(app, instructor),
    });
    expect(state.json()).toMatchObject({
      current: null,
      pending: {
        status: 'failed',
        failure_reason: 'not_video',
        failure_message: 'This file is not a video we can read (MP4, MOV, MKV or WebM).',
      },
    });
  });

  it('fails a zero-byte file as empty', async () => {
    const { app } = testApp;
    const lesson = await createLesson(app.db, courseId);
    await uploadVideo(app, instructor, lesson.id, Buffer.alloc(0));
    await app.jobs.runQueued();
    const [asset] = await app.db
      .select()
      .from(videoAssets)
      .where(eq(videoAssets.lessonId, lesson.id));
    expect(asset).toMatchObject({ status: 'failed', failureReason: 'empty' });
  });
});

describe('who may upload', () => {
  const create = async (headers: Record<string, string>, lessonId: number) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/video-uploads/',
      headers: {
        ...headers,
        ...creationHeaders(1000, { lesson_id: String(lessonId), filename: 'a.mp4' }),
      },
    });

  it('refuses visitors, learners and other instructors before the upload starts', async () => {
    const { app } = testApp;
    const lesson = await createLesson(app.db, courseId);
    const learner = await createUser(app.db);
    const otherInstructor = await createUser(app.db, { role: 'instructor' });
    expect((await create({}, lesson.id)).statusCode).toBe(401);
    const byLearner = await create(await authHeader(app, learner), lesson.id);
    expect(byLearner.statusCode).toBe(403);
    expect(byLearner.json()).toEqual({
      detail: 'You do not have permission to perform this action.',
    });
    expect((await create(await authHeader(app, otherInstructor), lesson.id)).statusCode).toBe(403);
    expect((await create(await authHeader(app, instructor), 999_999)).statusCode).toBe(404);
    const noLesson = await app.inject({
      method: 'POST',
      url: '/api/video-uploads/',
      headers: {
        ...(await authHeader(app, instructor)),
        ...creationHeaders(1000, { filename: 'a.mp4' }),
      },
    });
    expect(noLesson.statusCode).toBe(400);
    expect(noLesson.json()).toEqual({ lesson_id: ['Say which lesson the video belongs to.'] });
    expect(
      await app.db.select().from(videoAssets).where(eq(videoAssets.lessonId, lesson.id)),
    ).toEqual([]);
  });

  it('lets staff upload, and nobody else resume or read the offset of an upload', async () => {
    const { app } = testApp;
    const lesson = await createLesson(app.db, courseId);
    const admin = await createUser(app.db, { role: 'admin' });
    const created = await create(await authHeader(app, admin), lesson.id);
    expect(created.statusCode).toBe(201);
    const location = created.headers.location as string;
    const otherInstructor = await createUser(app.db, { role: 'instructor' });
    const patch = (headers: Record<string, string>) =>
      app.inject({
        method: 'PATCH',
        url: location,
        headers: {
          ...headers,
          'tus-resumable': '1.0.0',
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
        },
        payload: Buffer.alloc(400),
      });
    const stranger = await patch(await authHeader(app, otherInstructor));
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ detail: 'This upload does not exist or is not yours.' });
    expect((await patch({})).statusCode).toBe(401);
    const guessed = await app.inject({
      method: 'HEAD',
      url: '/api/video-uploads/0123456789abcdef0123456789abcdef',
      headers: { ...(await authHeader(app, instructor)), 'tus-resumable': '1.0.0' },
    });
    expect(guessed.statusCode).toBe(404);

    // The course's instructor resumes it: HEAD says where it stopped.
    expect((await patch(await authHeader(app, instructor))).statusCode).toBe(204);
    const head = await app.inject({
      method: 'HEAD',
      url: location,
      headers: { ...(await authHeader(app, instructor)), 'tus-resumable': '1.0.0' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe('400');
    expect(head.headers['upload-length']).toBe('1000');
  });
});
