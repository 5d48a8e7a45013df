import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { authHeader, createCourse, createUser, enrolIn } from '../src/test/factories.ts';
import { makeClip } from '../src/test/video-clips.ts';
import { createLesson, uploadVideo } from '../src/modules/videos/video-test-helpers.ts';
import { convertQueuedClip } from './convert-clip.ts';
import { checkIdle, ensureWrk, median, runWrk, type Measure } from './wrk.ts';

/**
 * Hosted video benchmarks (docs/benchmarks.md), one command: `npm run bench:video`.
 *
 * 1. Transcoding: a generated clip of CLIP_SECONDS (640×360, test pattern and tone) converted
 *    into the ladder by the real job, its wall time as a multiple of the clip's duration.
 * 2. Signed segments against the same bytes from `@fastify/static` with no check, both loaded
 *    with wrk in interleaved rounds; the ratio of requests per second (target ≥ 0.8).
 * 3. The catalogue list's p99 idle, then while a second clip converts.
 *
 * Each round first measures the machine's idle share; a busy machine stops the run unless
 * BENCH_ALLOW_BUSY=1, and then each figure it gave is marked DISTURBED.
 *
 *   BENCH_ROUNDS=3 BENCH_DURATION=10 BENCH_CLIP_SECONDS=30   the defaults
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CLIP_SECONDS = Number(process.env.BENCH_CLIP_SECONDS ?? 30);

const wrk = ensureWrk();
const clips = await mkdtemp(join(tmpdir(), 'academy-bench-clips-'));
const dataDir = await mkdtemp(join(tmpdir(), 'academy-bench-video-'));
const config = loadConfig(
  { LOG_LEVEL: 'silent' },
  { dataDir, jwtSecret: 'bench-secret-that-is-long-enough-for-hs256', seedDemo: false },
);
// No polling worker: the bench runs the queued conversions itself, timed.
const database = await openDatabase(config);
await migrateDatabase(database);
const app = await buildApp(config, { database, jobs: { worker: false } });
await app.ready();
const disturbed: string[] = [];
const mark = (busy: boolean, label: string) => {
  if (busy) disturbed.push(label);
  return busy ? ' DISTURBED' : '';
};

try {
  await makeClip(join(clips, 'clip.mp4'), { seconds: CLIP_SECONDS, width: 640, height: 360 });
  const instructor = await createUser(app.db, { role: 'instructor' });
  const learner = await createUser(app.db);
  const course = await createCourse(app.db, { instructorId: instructor.id });
  await enrolIn(app.db, learner.id, course.id);
  const lesson = await createLesson(app.db, course.id);

  // 1. Transcode time.
  const before = await checkIdle('the transcode');
  await uploadVideo(app, instructor, lesson.id, join(clips, 'clip.mp4'));
  const { asset, seconds } = await convertQueuedClip(app, lesson.id);
  const duration = asset.durationSeconds ?? CLIP_SECONDS;
  console.log(
    `transcode: ${seconds.toFixed(1)} s for ${duration.toFixed(1)} s of video = ` +
      `${(seconds / duration).toFixed(2)}× its duration (CPUs ${Math.round(before.idle)}% idle` +
      `${mark(before.busy, 'transcode')})`,
  );

  // 2. Signed segments against @fastify/static.
  const playback = await app.inject({
    url: `/api/lessons/${lesson.id}/video/`,
    headers: await authHeader(app, learner),
  });
  const { token } = playback.json() as { token: string };
  const signedPath = `/api/videos/${asset.id}/360p/seg_00001.ts?t=${token}`;
  const checked = await app.inject({ url: signedPath });
  if (checked.statusCode !== 200) throw new Error(`signed segment: ${checked.statusCode}`);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const appPort = (app.server.address() as { port: number }).port;
  const plain = Fastify();
  await plain.register(fastifyStatic, {
    root: join(dataDir, 'media', asset.storageKey, 'hls'),
  });
  await plain.listen({ port: 0, host: '127.0.0.1' });
  const plainPort = (plain.server.address() as { port: number }).port;
  console.log(`segment: ${checked.rawPayload.length} bytes, ${signedPath.split('?')[0]}`);

  const signed: Measure[] = [];
  const unchecked: Measure[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const idle = await checkIdle(`segments round ${round}`);
    const a = await runWrk(wrk, appPort, { paths: [signedPath], connections: 20 }, DURATION);
    const b = await runWrk(
      wrk,
      plainPort,
      { paths: ['/360p/seg_00001.ts'], connections: 20 },
      DURATION,
    );
    signed.push(a);
    unchecked.push(b);
    console.log(
      `  round ${round}: signed ${a.rps.toFixed(0)} req/s (p99 ${a.p99.toFixed(1)} ms), ` +
        `@fastify/static ${b.rps.toFixed(0)} req/s (p99 ${b.p99.toFixed(1)} ms), ` +
        `ratio ${(a.rps / b.rps).toFixed(2)} (CPUs ${Math.round(idle.idle)}% idle` +
        `${mark(idle.busy, `segments round ${round}`)})`,
    );
  }
  const ratio = median(signed.map((m) => m.rps)) / median(unchecked.map((m) => m.rps));
  console.log(`segments: signed / @fastify/static = ${ratio.toFixed(2)} (target ≥ 0.80)`);
  await plain.close();

  // 3. The catalogue's p99 idle and while a conversion runs.
  const list = { paths: ['/api/list-courses/?page=1'], connections: 20 };
  const idleList = await checkIdle('the idle catalogue');
  const quiet = await runWrk(wrk, appPort, list, DURATION);
  const second = await createLesson(app.db, course.id, 'Second clip');
  await uploadVideo(app, instructor, second.id, join(clips, 'clip.mp4'));
  const converting = app.jobs.runQueued();
  const during = await runWrk(wrk, appPort, list, DURATION);
  await converting;
  console.log(
    `catalogue p99: ${quiet.p99.toFixed(1)} ms without a transcode, ${during.p99.toFixed(1)} ms while a ` +
      `transcode runs (${quiet.rps.toFixed(0)} → ${during.rps.toFixed(0)} req/s; CPUs ` +
      `${Math.round(idleList.idle)}% idle before${mark(idleList.busy, 'catalogue')})`,
  );
  if (disturbed.length > 0) {
    console.log(`DISTURBED: ${disturbed.join(', ')} ran on a busy machine; not publishable.`);
  }
} finally {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(clips, { recursive: true, force: true });
}
