import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { courseModules, lessons } from '../db/schema/course-content.ts';
import { enrollments } from '../db/schema/enrolment.ts';
import { videoAssets, videoWatchProgress } from '../db/schema/videos.ts';
import { createLocalMediaStore, createS3MediaStore } from '../lib/media-store.ts';
import { mediaRoot } from '../lib/media-storage.ts';
import { saveCaptions } from '../modules/videos/caption-service.ts';
import { isTranscodingAvailable } from '../modules/videos/ffmpeg.ts';
import { courseIds } from './content/courses.ts';

const run = promisify(execFile);

/** The demo's hosted videos: the first two lessons of the demo instructor's first course. */
const DEMO_COURSE = courseIds.mlForClinicalResearch;
const CLIP_SECONDS = 6;

/**
 * What the course's other demo learners watched of each video (seconds of the 6 s clip), so the
 * course insight shows plays, viewers and a retention curve. The demo learner the journeys sign
 * in as starts with nothing watched.
 */
const demoWatching: { watched: [number, number][]; plays: number }[][] = [
  [
    { watched: [[0, 6]], plays: 2 },
    { watched: [[0, 4.5]], plays: 1 },
  ],
  [
    { watched: [[0, 3]], plays: 1 },
    { watched: [[0, 6]], plays: 2 },
  ],
];
const JOURNEY_LEARNER = 'learner@academy.test';

const captions = {
  en: (title: string) =>
    `WEBVTT\n\n00:00:00.000 --> 00:00:03.000\n${title}\n\n00:00:03.000 --> 00:00:06.000\nA test pattern and a 440 Hz tone.\n`,
  bn: (title: string) =>
    `WEBVTT\n\n00:00:00.000 --> 00:00:03.000\n${title}\n\n00:00:03.000 --> 00:00:06.000\nএকটি পরীক্ষামূলক ছবি ও ৪৪০ হার্জের সুর।\n`,
};

/**
 * Two hosted videos for the demo academy, made now from ffmpeg's test pattern and a tone, with
 * English and Bangla captions; the first lesson is a free preview. They are stored queued: the
 * job worker converts them once the server runs (modules/videos/routes.ts requeues waiting
 * videos at start). Without ffmpeg the demo has no hosted videos, and says so.
 */
export async function insertDemoVideos(
  config: Config,
  db: Db,
  log: { info(message: string): void },
): Promise<void> {
  if (!(await isTranscodingAvailable(config.video))) {
    log.info('Skipped the demo videos: ffmpeg is not installed (sudo apt-get install -y ffmpeg).');
    return;
  }
  const media = config.s3
    ? createS3MediaStore(config.s3)
    : createLocalMediaStore(mediaRoot(config.dataDir));
  const targets = await db
    .select({ id: lessons.id, title: lessons.title })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .where(and(eq(lessons.courseId, DEMO_COURSE)))
    .orderBy(asc(courseModules.position), asc(lessons.position))
    .limit(2);
  const watchers = await db
    .select({ id: users.id })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .where(
      and(
        eq(enrollments.courseId, DEMO_COURSE),
        eq(users.role, 'learner'),
        ne(users.email, JOURNEY_LEARNER),
      ),
    )
    .orderBy(asc(users.id))
    .limit(2);
  const work = await mkdtemp(join(tmpdir(), 'academy-demo-videos-'));
  try {
    for (const [index, lesson] of targets.entries()) {
      const clip = join(work, `demo-${index}.mp4`);
      await run(config.video.ffmpegPath, [
        ...['-hide_banner', '-loglevel', 'error', '-y'],
        ...['-f', 'lavfi', '-i', `testsrc2=size=640x360:rate=24:duration=${CLIP_SECONDS}`],
        ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${CLIP_SECONDS}`],
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
        ...['-shortest', clip],
      ]);
      const storageKey = `videos/${randomBytes(16).toString('hex')}`;
      const sourcePath = `${storageKey}/source.mp4`;
      const { size } = await stat(clip);
      await media.putFile(sourcePath, clip, 'video/mp4', { move: true });
      const [asset] = await db
        .insert(videoAssets)
        .values({
          lessonId: lesson.id,
          courseId: DEMO_COURSE,
          uploadId: randomBytes(16).toString('hex'),
          status: 'queued',
          originalName: `demo-lesson-${index + 1}.mp4`,
          sizeBytes: size,
          storageKey,
          sourcePath,
        })
        .returning({ id: videoAssets.id });
      for (const language of ['en', 'bn'] as const) {
        await saveCaptions(
          db,
          media,
          { id: asset!.id, storageKey },
          language,
          Buffer.from(captions[language](lesson.title)),
        );
      }
      const watching = (demoWatching[index] ?? []).slice(0, watchers.length);
      if (watching.length > 0) {
        await db.insert(videoWatchProgress).values(
          watching.map(({ watched, plays }, viewer) => ({
            userId: watchers[viewer]!.id,
            assetId: asset!.id,
            watched,
            watchedSeconds: watched.reduce((sum, [start, end]) => sum + end - start, 0),
            plays,
            positionSeconds: watched.at(-1)![1],
          })),
        );
      }
      if (index === 0) {
        await db.update(lessons).set({ isFreePreview: true }).where(eq(lessons.id, lesson.id));
      }
    }
    log.info(`Made ${targets.length} demo videos; they are converted in the background.`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
