import { and, eq, sql } from 'drizzle-orm';
import {
  playbackMessages,
  VIDEO_COMPLETION_SHARE,
  VIDEO_PROGRESS_SECONDS,
  type WatchProgress,
  type WatchReport,
} from '@academy/contract/videos';
import type { Db } from '../../db/client.ts';
import { lessonProgress } from '../../db/schema/learning.ts';
import { videoAssets, videoWatchProgress } from '../../db/schema/videos.ts';
import type { AccessClaims } from '../../lib/access-tokens.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import { setLessonCompletion } from '../learning/progress-service.ts';
import { findLessonAccess } from './playback-queries.ts';
import { canWatchLessonVideo } from './policies.ts';
import { addWatched, totalSeconds, type Ranges } from './watched-ranges.ts';

/**
 * POST /api/videos/{id}/progress/: stores where the viewer is and adds what they played (no
 * faster than playback can go, watched-ranges.ts). An enrolled learner who has really watched
 * 90 % of the video has the lesson completed, as 'Mark as complete' would, certificate included.
 */
export async function recordWatch(
  db: Db,
  user: AccessClaims,
  assetId: number,
  report: Required<WatchReport>,
  now: Date = new Date(),
): Promise<WatchProgress> {
  const [asset] = await db
    .select({ lessonId: videoAssets.lessonId, duration: videoAssets.durationSeconds })
    .from(videoAssets)
    .where(and(eq(videoAssets.id, assetId), eq(videoAssets.status, 'ready')));
  if (!asset || asset.lessonId === null) throw notFound();
  const lesson = await findLessonAccess(db, asset.lessonId, user.userId);
  if (!lesson || !canWatchLessonVideo(user, lesson)) throw forbidden(playbackMessages.notEnrolled);
  const duration = asset.duration ?? 0;

  const stored = await db.transaction(async (tx) => {
    await tx
      .insert(videoWatchProgress)
      .values({ userId: user.userId, assetId })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(videoWatchProgress)
      .where(
        and(eq(videoWatchProgress.userId, user.userId), eq(videoWatchProgress.assetId, assetId)),
      )
      .for('update');
    const elapsed = row!.lastBeatAt ? (now.getTime() - row!.lastBeatAt.getTime()) / 1000 : null;
    const watched = addWatched(
      row!.watched as Ranges,
      report.watched,
      duration,
      elapsed,
      VIDEO_PROGRESS_SECONDS,
    );
    const [updated] = await tx
      .update(videoWatchProgress)
      .set({
        positionSeconds: Math.min(report.position_seconds, duration),
        watched,
        watchedSeconds: totalSeconds(watched),
        plays: sql`${videoWatchProgress.plays} + ${report.started ? 1 : 0}`,
        lastBeatAt: now,
      })
      .where(
        and(eq(videoWatchProgress.userId, user.userId), eq(videoWatchProgress.assetId, assetId)),
      )
      .returning();
    return updated!;
  });

  const share = duration > 0 ? stored.watchedSeconds / duration : 0;
  let completed = false;
  if (lesson.isEnrolled) {
    const [done] = await db
      .select({ lessonId: lessonProgress.lessonId })
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, user.userId), eq(lessonProgress.lessonId, lesson.id)));
    completed = Boolean(done);
    if (!completed && share >= VIDEO_COMPLETION_SHARE) {
      await setLessonCompletion(db, user, lesson.id, true, now);
      completed = true;
    }
  }
  return {
    position_seconds: stored.positionSeconds,
    watched_percent: Math.min(100, Math.round(share * 1000) / 10),
    lesson_completed: completed,
  };
}
