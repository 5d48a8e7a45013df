import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { lessons } from '../../db/schema/course-content.ts';
import { enrollments } from '../../db/schema/enrolment.ts';
import {
  videoAssets,
  videoCaptions,
  videoRenditions,
  videoWatchProgress,
} from '../../db/schema/videos.ts';

/** A lesson with what deciding who may watch it needs, for this reader (null: a visitor). */
export async function findLessonAccess(db: Db, lessonId: number, userId: number | null) {
  const [lesson] = await db
    .select({
      id: lessons.id,
      courseId: lessons.courseId,
      isFreePreview: lessons.isFreePreview,
      instructorId: courses.instructorId,
      courseStatus: courses.status,
      isEnrolled:
        userId === null
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from ${enrollments}
              where ${enrollments.courseId} = ${lessons.courseId} and ${enrollments.userId} = ${userId})`,
    })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(eq(lessons.id, lessonId));
  return lesson ?? null;
}

/** The lesson's playing video: its latest ready asset, with renditions and captions. */
export async function findPlayingVideo(db: Db, lessonId: number) {
  const [asset] = await db
    .select()
    .from(videoAssets)
    .where(
      and(
        eq(videoAssets.lessonId, lessonId),
        eq(videoAssets.status, 'ready'),
        isNull(videoAssets.discardedAt),
      ),
    )
    .orderBy(desc(videoAssets.readyAt), desc(videoAssets.id))
    .limit(1);
  if (!asset) return null;
  const [renditions, captions] = [
    await db.select().from(videoRenditions).where(eq(videoRenditions.assetId, asset.id)),
    await db.select().from(videoCaptions).where(eq(videoCaptions.assetId, asset.id)),
  ];
  return { asset, renditions, captions };
}

export async function findViewer(db: Db, userId: number) {
  const [viewer] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return viewer ?? null;
}

export async function findWatchProgress(db: Db, userId: number, assetId: number) {
  const [row] = await db
    .select()
    .from(videoWatchProgress)
    .where(and(eq(videoWatchProgress.userId, userId), eq(videoWatchProgress.assetId, assetId)));
  return row ?? null;
}

/** A ready asset's storage folder and renditions, for serving its files (kept in memory). */
export async function findServedAsset(db: Db, assetId: number) {
  const [asset] = await db
    .select({ storageKey: videoAssets.storageKey, lessonId: videoAssets.lessonId })
    .from(videoAssets)
    .where(and(eq(videoAssets.id, assetId), eq(videoAssets.status, 'ready')));
  if (!asset) return null;
  const renditions = await db
    .select()
    .from(videoRenditions)
    .where(eq(videoRenditions.assetId, assetId));
  return { ...asset, renditions };
}
