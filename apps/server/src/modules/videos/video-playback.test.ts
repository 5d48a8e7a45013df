import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonProgress } from '../../db/schema/learning.ts';
import { videoAssets } from '../../db/schema/videos.ts';
import { createOffsetClock } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createCourse, createUser, enrolIn } from '../../test/factories.ts';
import { makeClip } from '../../test/video-clips.ts';
import { multipartBody } from '../authoring/authoring-test-helpers.ts';
import { createPlaybackTokens } from './playback-token.ts';
import { createLesson, uploadVideo } from './video-test-helpers.ts';

type User = Awaited<ReturnType<typeof createUser>>;

const clock = createOffsetClock();
let testApp: TestApp;
let instructor: User;
let learner: User;
let otherLearner: User;
let lessonId: number;
let assetId: number;
let storageKey: string;

beforeAll(async () => {
  const clips = await mkdtemp(join(tmpdir(), 'academy-clips-'));
  await makeClip(join(clips, 'clip.mp4'), { seconds: 4, width: 426, height: 240 });
  testApp = await createTestApp({ services: { clock } });
  const { app } = testApp;
  instructor = await createUser(app.db, { role: 'instructor' });
  learner = await createUser(app.db, { firstName: 'Rina', lastName: 'Akter' });
  otherLearner = await createUser(app.db);
  const course = await createCourse(app.db, { instructorId: instructor.id });
  const otherCourse = await createCourse(app.db);
  await enrolIn(app.db, learner.id, course.id);
  await enrolIn(app.db, otherLearner.id, otherCourse.id);
  lessonId = (await createLesson(app.db, course.id)).id;
  await uploadVideo(app, instructor, lessonId, join(clips, 'clip.mp4'));
  await app.jobs.runQueued();
  const [asset] = await app.db.select().from(videoAssets).where(eq(videoAssets.lessonId, lessonId));
  assetId = asset!.id;
  storageKey = asset!.storageKey;
  await rm(clips, { recursive: true, force: true });
});

afterAll(() => testApp.close());

const playback = async (user?: User) =>
  testApp.app.inject({
    url: `/api/lessons/${lessonId}/video/`,
    headers: user ? await authHeader(testApp.app, user) : {},
  });

describe('who may watch a lesson video', () => {
  it('gives an enrolled learner signed playlists that lead to the segments', async () => {
    const { app } = testApp;
    const answer = await playback(learner);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({
      lesson_id: lessonId,
      asset_id: assetId,
      watermark: { name: 'Rina Akter', email: learner.email },
      resume_position_seconds: 0,
      tracks_progress: true,
      renditions: [
        { name: 'audio', height: null },
        { name: '240p', height: 240 },
      ],
    });
    expect(body.master_url).toBe(`/api/videos/${assetId}/master.m3u8?t=${body.token}`);
    const master = await app.inject({ url: body.master_url });
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(master.body).toContain(`240p/index.m3u8?t=${body.token}`);
    expect(master.body).not.toContain('audio/index.m3u8');
    const playlist = await app.inject({
      url: `/api/videos/${assetId}/240p/index.m3u8?t=${body.token}`,
    });
    expect(playlist.headers['cache-control']).toBe('private, max-age=10');
    expect(playlist.body).toContain(`seg_00000.ts?t=${body.token}`);
    const segment = await app.inject({
      url: `/api/videos/${assetId}/240p/seg_00000.ts?t=${body.token}`,
    });
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    expect(segment.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(segment.rawPayload[0]).toBe(0x47); // an MPEG-TS sync byte
    const audio = await app.inject({
      url: `/api/videos/${assetId}/audio/index.m3u8?t=${body.token}`,
    });
    expect(audio.statusCode).toBe(200);
    const poster = await app.inject({ url: body.poster_url });
    expect(poster.headers['content-type']).toBe('image/jpeg');
  });

  it('lets the instructor and staff watch, and refuses strangers and visitors', async () => {
    const { app } = testApp;
    const admin = await createUser(app.db, { role: 'admin' });
    expect((await playback(instructor)).statusCode).toBe(200);
    expect((await playback(admin)).statusCode).toBe(200);
    const stranger = await playback(await createUser(app.db));
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({ detail: 'Enrol in this course to watch its videos.' });
    expect((await playback(otherLearner)).statusCode).toBe(403);
    expect((await playback(await createUser(app.db, { role: 'instructor' }))).statusCode).toBe(403);
    expect((await playback()).statusCode).toBe(401);
  });

  it('refuses an expired, altered or other video’s signature and guessed paths', async () => {
    const { app } = testApp;
    const tokens = createPlaybackTokens(testApp.config.jwtSecret);
    const segment = (token: string, id = assetId, file = '240p/seg_00000.ts') =>
      app.inject({ url: `/api/videos/${id}/${file}?t=${token}` });
    const expired = tokens.issue(assetId, learner.id, Date.now() - 16 * 60 * 1000).token;
    const refused = await segment(expired);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'This video address has expired or is not valid.' });
    const fresh = tokens.issue(assetId, learner.id).token;
    const altered = fresh.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    expect((await segment(altered)).statusCode).toBe(403);
    const otherViewer = fresh.replace(/^\d+/, String(otherLearner.id));
    expect((await segment(otherViewer)).statusCode).toBe(403);
    expect((await segment(tokens.issue(assetId + 1, learner.id).token)).statusCode).toBe(403);
    expect((await segment('')).statusCode).toBe(403);
    expect((await segment(fresh, assetId, '240p/seg_99999.ts')).statusCode).toBe(404);
    expect((await segment(fresh, assetId, '1080p/seg_00000.ts')).statusCode).toBe(404);
    expect((await segment(fresh, assetId, '240p/..%2F..%2Fsource.mp4')).statusCode).toBe(404);
    // The stored files are never public media.
    const direct = await app.inject({ url: `/media/${storageKey}/hls/240p/seg_00000.ts` });
    expect(direct.statusCode).toBe(404);
  });

  it('plays a free preview for visitors, without a watermark or progress', async () => {
    const { app } = testApp;
    const byLearner = await app.inject({
      method: 'PUT',
      url: `/api/instructor-lessons/${lessonId}/video/preview/`,
      headers: await authHeader(app, learner),
      payload: { is_free_preview: true },
    });
    expect(byLearner.statusCode).toBe(403);
    const marked = await app.inject({
      method: 'PUT',
      url: `/api/instructor-lessons/${lessonId}/video/preview/`,
      headers: await authHeader(app, instructor),
      payload: { is_free_preview: true },
    });
    expect(marked.json()).toEqual({ lesson_id: lessonId, is_free_preview: true });
    const visitor = await playback();
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toMatchObject({ watermark: null, tracks_progress: false });
    const segment = await app.inject({
      url: `/api/videos/${assetId}/240p/seg_00000.ts?t=${visitor.json().token}`,
    });
    expect(segment.statusCode).toBe(200);
    await app.inject({
      method: 'PUT',
      url: `/api/instructor-lessons/${lessonId}/video/preview/`,
      headers: await authHeader(app, instructor),
      payload: { is_free_preview: false },
    });
    expect((await playback()).statusCode).toBe(401);
  });
});

describe('watch progress', () => {
  const report = async (user: User, body: object) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/videos/${assetId}/progress/`,
      headers: await authHeader(testApp.app, user),
      payload: body,
    });

  it('resumes where the learner stopped and completes the lesson at 90 % really watched', async () => {
    const { app } = testApp;
    const first = await report(learner, { position_seconds: 1, watched: [[0, 1]], started: true });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      position_seconds: 1,
      watched_percent: 25,
      lesson_completed: false,
    });
    // Skipping to the end straight away: at most (0 + 3) × 2 seconds count.
    const skipped = await report(learner, { position_seconds: 4, watched: [[3.9, 4]] });
    expect(skipped.json().lesson_completed).toBe(false);
    expect((await playback(learner)).json().resume_position_seconds).toBe(4);
    clock.setOffsetMs(5000);
    const watched = await report(learner, { position_seconds: 3.8, watched: [[1, 3.8]] });
    expect(watched.json()).toMatchObject({ lesson_completed: true });
    expect(watched.json().watched_percent).toBeGreaterThanOrEqual(90);
    const [done] = await app.db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, learner.id), eq(lessonProgress.lessonId, lessonId)));
    expect(done).toBeDefined();
  });

  it('refuses reports from those who may not watch', async () => {
    const refused = await report(otherLearner, { position_seconds: 1, watched: [[0, 1]] });
    expect(refused.statusCode).toBe(403);
  });
});

describe('captions', () => {
  const upload = async (user: User, language: string, text: string) => {
    const body = multipartBody('captions', {
      name: 'captions.srt',
      type: 'application/x-subrip',
      bytes: Buffer.from(text),
    });
    return testApp.app.inject({
      method: 'PUT',
      url: `/api/instructor-lessons/${lessonId}/video/captions/${language}/`,
      headers: { ...(await authHeader(testApp.app, user)), ...body.headers },
      payload: body.payload,
    });
  };

  it('stores an SRT file as a WebVTT track the viewer gets signed', async () => {
    const saved = await upload(instructor, 'bn', '1\n00:00:00,000 --> 00:00:02,000\nনমস্কার\n');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ lesson_id: lessonId, language: 'bn', cues: 1 });
    const body = (await playback(learner)).json();
    expect(body.captions).toEqual([
      { language: 'bn', url: `/api/videos/${assetId}/captions-bn.vtt?t=${body.token}` },
    ]);
    const track = await testApp.app.inject({ url: body.captions[0].url });
    expect(track.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(track.body).toBe('WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nনমস্কার\n');
  });

  it('refuses a malformed file with its line, and anyone but the course manager', async () => {
    const malformed = await upload(
      instructor,
      'en',
      'WEBVTT\n\n00:00:01.000 --> 00:00:00.500\nHi\n',
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ captions: ['Line 3: the caption ends before it starts.'] });
    expect((await upload(learner, 'en', 'WEBVTT\n')).statusCode).toBe(403);
    expect((await upload(instructor, 'fr', 'WEBVTT\n')).statusCode).toBe(404);
  });
});
