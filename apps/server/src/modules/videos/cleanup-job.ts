import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { videoAssets } from '../../db/schema/videos.ts';
import type { MediaStore } from '../../lib/media-store.ts';

/** The recurring queue removing videos nobody can play any more, files first, then rows. */
export const CLEANUP_QUEUE = 'video-cleanup';
export const CLEANUP_EVERY_SECONDS = 10 * 60;

export type CleanupDeps = {
  db: Db;
  media: MediaStore;
  /** The tus upload folder, where unfinished uploads wait for their resumption. */
  uploadDir: string;
  /** Seconds a replaced video still plays for those who had started it (default an hour). */
  replacedGraceSeconds?: number;
  /** Hours an unfinished upload may wait for its resumption (tus expiry). */
  uploadExpiryHours: number;
};

/** Rows per run; the next run takes the rest. */
const BATCH = 100;

/**
 * Removes from media storage, then from the database, the videos of deleted lessons and
 * courses, videos replaced by a newer ready one (after a grace period), failed uploads after a
 * week and unfinished uploads past their expiry; so no failure or deletion leaves files behind.
 */
export async function cleanUpVideos(deps: CleanupDeps): Promise<number> {
  const grace = deps.replacedGraceSeconds ?? 60 * 60;
  const { rows } = await deps.db.execute<{
    id: number;
    storage_key: string;
    upload_id: string;
  }>(sql`
    select id, storage_key, upload_id from ${videoAssets}
    where lesson_id is null
       or discarded_at < now() - make_interval(secs => ${grace})
       or (status = 'failed' and updated_at < now() - interval '7 days')
       or (status = 'uploading'
           and created_at < now() - make_interval(hours => ${deps.uploadExpiryHours}))
    order by id
    limit ${BATCH}`);
  for (const row of rows) {
    await deps.media.removeFolder(row.storage_key);
    await rm(join(deps.uploadDir, row.upload_id), { force: true });
    await rm(join(deps.uploadDir, `${row.upload_id}.json`), { force: true });
  }
  if (rows.length > 0) {
    await deps.db.delete(videoAssets).where(
      inArray(
        videoAssets.id,
        rows.map((row) => row.id),
      ),
    );
  }
  return rows.length;
}
