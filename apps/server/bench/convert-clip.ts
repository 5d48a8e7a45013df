import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { videoAssets } from '../src/db/schema/videos.ts';

/**
 * Runs the queued conversion of a lesson's uploaded video with the real job, timed; answers the
 * ready asset and the wall seconds it took, or throws when the clip did not convert.
 */
export async function convertQueuedClip(app: FastifyInstance, lessonId: number) {
  const started = performance.now();
  await app.jobs.runQueued();
  const seconds = (performance.now() - started) / 1000;
  const [asset] = await app.db.select().from(videoAssets).where(eq(videoAssets.lessonId, lessonId));
  if (asset?.status !== 'ready') throw new Error(`the clip did not convert: ${asset?.status}`);
  return { asset, seconds };
}
