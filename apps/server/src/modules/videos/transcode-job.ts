import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { VideoFailureReason } from '@academy/contract/videos';
import type { Db } from '../../db/client.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { lessons } from '../../db/schema/course-content.ts';
import { videoAssets, videoRenditions } from '../../db/schema/videos.ts';
import type { Jobs } from '../../lib/jobs.ts';
import type { MediaStore } from '../../lib/media-store.ts';
import {
  isTranscodingAvailable,
  probeVideo,
  runFfmpeg,
  TranscodeRefusedError,
  type Transcoder,
} from './ffmpeg.ts';
import { ladderArguments, planLadder, planThumbnails, type ProbedVideo } from './ladder-plan.ts';

/** The queue converting one uploaded video into its HLS ladder. */
export const TRANSCODE_QUEUE = 'video-transcode';

export type TranscodePayload = { assetId: number };

export type TranscodeDeps = {
  db: Db;
  media: MediaStore;
  transcoder: Transcoder;
  /** Where work folders go (DATA_DIR/tmp/videos): one per asset, emptied before each run. */
  workDir: string;
  log: FastifyBaseLogger;
};

/** Queues the conversion of an uploaded asset, in the transaction that marks it queued. */
export function queueTranscode(jobs: Jobs, assetId: number, tx: Db) {
  return jobs.send<TranscodePayload>(
    TRANSCODE_QUEUE,
    { assetId },
    { tx, singletonKey: `video-${assetId}` },
  );
}

const CONTENT_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  jpg: 'image/jpeg',
};

/** Where an asset's published ladder lives in media storage. */
export const ladderFolder = (storageKey: string) => `${storageKey}/hls`;

async function markFailed(db: Db, media: MediaStore, assetId: number, reason: VideoFailureReason) {
  const [asset] = await db
    .update(videoAssets)
    .set({ status: 'failed', failureReason: reason, progressPercent: 0, sourcePath: null })
    .where(eq(videoAssets.id, assetId))
    .returning({ storageKey: videoAssets.storageKey });
  // The upload and anything made of it go; the row stays so the editor can say why.
  if (asset) await media.removeFolder(asset.storageKey);
}

/** Every file below `folder`, as paths relative to it. */
async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)));
}

/** Copies the finished work folder into media storage, a few files at a time. */
async function publish(media: MediaStore, from: string, folder: string) {
  const files = await listFiles(from);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      const extension = file.slice(file.lastIndexOf('.') + 1);
      await media.putFile(
        `${folder}/${file}`,
        join(from, file),
        CONTENT_TYPES[extension] ?? 'application/octet-stream',
      );
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

/**
 * The job: probe the upload by its content, run the ladder, the poster and the thumbnail strip
 * into a work folder, and only when all of it exists copy it into media storage and mark the
 * asset ready in one transaction. A worker killed at any step leaves the asset unpublished: the
 * retry empties the work folder and the ladder folder and starts over (decision 037).
 */
export async function transcodeVideo(
  deps: TranscodeDeps,
  { assetId }: TranscodePayload,
): Promise<void> {
  const { db, media, transcoder, log } = deps;
  const [asset] = await db.select().from(videoAssets).where(eq(videoAssets.id, assetId));
  if (!asset || asset.status === 'failed') return;
  if (asset.status === 'ready') {
    // Killed after publishing, before the clean-up below: finish it.
    if (asset.sourcePath) await media.remove(asset.sourcePath);
    return;
  }
  if (asset.lessonId === null) return markFailed(db, media, assetId, 'unavailable');
  if (!asset.sourcePath) return markFailed(db, media, assetId, 'unavailable');
  if (asset.sizeBytes === 0) return markFailed(db, media, assetId, 'empty');
  if (!(await isTranscodingAvailable(transcoder))) {
    throw new Error('ffmpeg or ffprobe is not installed (FFMPEG_PATH, FFPROBE_PATH)');
  }

  // A fresh folder per run, and every earlier run's removed: an ffmpeg orphaned by a killed
  // worker (it dies on its next progress line, its pipe closed) cannot write into this run's.
  await mkdir(deps.workDir, { recursive: true });
  for (const earlier of await readdir(deps.workDir)) {
    if (earlier.startsWith(`asset-${assetId}-`)) {
      await rm(join(deps.workDir, earlier), { recursive: true, force: true });
    }
  }
  const work = join(deps.workDir, `asset-${assetId}-${randomBytes(4).toString('hex')}`);
  await mkdir(join(work, 'out'), { recursive: true });
  try {
    const extension = asset.sourcePath.slice(asset.sourcePath.lastIndexOf('.'));
    const source = join(work, `source${extension}`);
    await media.copyToFile(asset.sourcePath, source);
    const probed = await probeVideo(transcoder, source);
    if ('failure' in probed) return await markFailed(db, media, assetId, probed.failure);
    const video = probed.video;
    await db
      .update(videoAssets)
      .set({
        status: 'processing',
        progressPercent: 0,
        durationSeconds: video.durationSeconds,
        width: video.width,
        height: video.height,
      })
      .where(eq(videoAssets.id, assetId));

    const renditions = planLadder(video);
    const out = join(work, 'out');
    let reported = Date.now();
    const report = async (percent: number) => {
      await db
        .update(videoAssets)
        .set({ progressPercent: Math.min(99, Math.max(0, Math.floor(percent))) })
        .where(eq(videoAssets.id, assetId));
    };
    let beating = Promise.resolve();
    try {
      await runFfmpeg(transcoder, ladderArguments(source, out, renditions), (seconds) => {
        if (Date.now() - reported < 2000) return;
        reported = Date.now();
        beating = beating
          .then(() => report((seconds / video.durationSeconds) * 90))
          .catch((error: unknown) => log.warn({ err: error, assetId }, 'progress not saved'));
      });
      await beating;
      await makeStills(transcoder, source, out, video);
    } catch (error) {
      if (error instanceof TranscodeRefusedError) {
        log.warn({ assetId, ffmpeg: error.message }, 'ffmpeg refused a video');
        return await markFailed(db, media, assetId, 'corrupt');
      }
      throw error;
    }
    await report(95);

    const folder = ladderFolder(asset.storageKey);
    await media.removeFolder(folder);
    await publish(media, out, folder);
    const strip = planThumbnails(video.durationSeconds);
    const published = await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ lessonId: videoAssets.lessonId, status: videoAssets.status })
        .from(videoAssets)
        .where(eq(videoAssets.id, assetId))
        .for('update');
      if (!current || current.lessonId === null || current.status === 'failed') return false;
      await tx.delete(videoRenditions).where(eq(videoRenditions.assetId, assetId));
      await tx.insert(videoRenditions).values(
        renditions.map((rendition) => ({
          assetId,
          name: rendition.name,
          width: rendition.width,
          height: rendition.height,
          bandwidth: rendition.bandwidth,
          codecs: rendition.codecs,
          playlistPath: `${folder}/${rendition.name}/index.m3u8`,
        })),
      );
      const now = new Date();
      await tx
        .update(videoAssets)
        .set({
          status: 'ready',
          progressPercent: 100,
          readyAt: now,
          posterPath: `${folder}/poster.jpg`,
          thumbnails: { path: `${folder}/thumbnails.jpg`, ...strip },
        })
        .where(eq(videoAssets.id, assetId));
      // The lesson's earlier videos stop playing now; the clean-up job removes their files.
      await tx
        .update(videoAssets)
        .set({ discardedAt: now })
        .where(
          and(
            eq(videoAssets.lessonId, current.lessonId),
            ne(videoAssets.id, assetId),
            eq(videoAssets.status, 'ready'),
            sql`${videoAssets.discardedAt} is null`,
          ),
        );
      // The lesson's duration comes from the file.
      await tx
        .update(lessons)
        .set({ durationMinutes: Math.max(1, Math.ceil(video.durationSeconds / 60)) })
        .where(eq(lessons.id, current.lessonId));
      await tx.execute(sql`
        update ${courses} set total_minutes = coalesce(
          (select sum(duration_minutes) from ${lessons} where course_id = ${courses.id}), 0)
        where ${courses.id} = (select course_id from ${lessons} where id = ${current.lessonId})`);
      return true;
    });
    if (!published) {
      await media.removeFolder(asset.storageKey);
      return;
    }
    await media.remove(asset.sourcePath);
    await db.update(videoAssets).set({ sourcePath: null }).where(eq(videoAssets.id, assetId));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The poster (a frame a tenth of the way in) and the thumbnail strip for seeking previews. */
async function makeStills(transcoder: Transcoder, source: string, out: string, video: ProbedVideo) {
  const common = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'];
  await runFfmpeg(transcoder, [
    ...common,
    '-ss',
    String(Math.min(video.durationSeconds * 0.1, 10).toFixed(2)),
    '-i',
    source,
    '-frames:v',
    '1',
    // At most 480 lines and a middling JPEG quality: the poster loads beside the first segment
    // on a slow link (a 720p poster at q 4 was twice the first 240p segment's bytes).
    '-vf',
    "scale=-2:'min(480,ih)'",
    '-q:v',
    '7',
    join(out, 'poster.jpg'),
  ]);
  const strip = planThumbnails(video.durationSeconds);
  await runFfmpeg(transcoder, [
    ...common,
    '-i',
    source,
    '-vf',
    `fps=1/${strip.interval},scale=${strip.width}:${strip.height}:force_original_aspect_ratio=decrease,` +
      `pad=${strip.width}:${strip.height}:(ow-iw)/2:(oh-ih)/2,tile=${strip.columns}x${strip.rows}`,
    '-frames:v',
    '1',
    '-q:v',
    '5',
    join(out, 'thumbnails.jpg'),
  ]);
}
