import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { CLEANUP_EVERY_SECONDS, CLEANUP_QUEUE, cleanUpVideos } from './cleanup-job.ts';
import { instructorVideoRoutes } from './instructor-video-routes.ts';
import { playbackRoutes } from './playback-routes.ts';
import { inArray } from 'drizzle-orm';
import { videoAssets } from '../../db/schema/videos.ts';
import {
  queueTranscode,
  TRANSCODE_QUEUE,
  transcodeVideo,
  type TranscodePayload,
} from './transcode-job.ts';
import { UPLOAD_EXPIRY_HOURS, videoUploadRoutes } from './upload-routes.ts';

/** Hosted lesson videos: uploads, conversion, the editor's view (decision 037). */
export const videosRoutes: FastifyPluginAsync = async (app) => {
  await app.register(videoUploadRoutes);
  await app.register(instructorVideoRoutes);
  await app.register(playbackRoutes);

  const transcodeDeps = {
    db: app.db,
    media: app.media,
    transcoder: app.config.video,
    workDir: join(app.config.dataDir, 'tmp', 'videos'),
    log: app.log,
  };
  app.jobs.work<TranscodePayload>(
    TRANSCODE_QUEUE,
    (payload) => transcodeVideo(transcodeDeps, payload),
    {
      // One conversion at a time per process: ffmpeg already uses every core.
      concurrency: 1,
      policy: 'exclusive',
      retryLimit: 10,
      retryDelay: 5,
      // A six-hour video converts for hours; a killed worker is noticed by its silence instead.
      expireInSeconds: 24 * 60 * 60,
      heartbeatSeconds: 60,
    },
  );
  // Videos left waiting (the demo's, or a job lost with its queue) are queued again at start;
  // the queue's exclusive policy ignores those whose job still waits or runs.
  app.addHook('onReady', async () => {
    const waiting = await app.db
      .select({ id: videoAssets.id })
      .from(videoAssets)
      .where(inArray(videoAssets.status, ['queued', 'processing']));
    for (const { id } of waiting) await queueTranscode(app.jobs, id, app.db);
  });
  app.jobs.work(
    CLEANUP_QUEUE,
    async () => {
      await cleanUpVideos({
        db: app.db,
        media: app.media,
        uploadDir: join(app.config.dataDir, 'uploads', 'videos'),
        uploadExpiryHours: UPLOAD_EXPIRY_HOURS,
      });
    },
    { everySeconds: CLEANUP_EVERY_SECONDS, retryLimit: 2 },
  );
};
