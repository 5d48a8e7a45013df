import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { lessons } from '../../db/schema/course-content.ts';
import { videoAssets, videoRenditions } from '../../db/schema/videos.ts';

/** A lesson with who owns its course; null when there is no such lesson. */
export async function findLessonOwnership(db: Db, lessonId: number) {
  const [lesson] = await db
    .select({
      id: lessons.id,
      courseId: lessons.courseId,
      instructorId: courses.instructorId,
      isFreePreview: lessons.isFreePreview,
    })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(eq(lessons.id, lessonId));
  return lesson ?? null;
}

export type VideoAssetRow = typeof videoAssets.$inferSelect & { renditions: string[] };

/**
 * A lesson's videos as its editor shows them: the latest ready one (what learners get) and the
 * latest newer upload that is not ready (uploading, converting or failed).
 */
export async function findLessonVideos(
  db: Db,
  lessonId: number,
): Promise<{ current: VideoAssetRow | null; pending: VideoAssetRow | null }> {
  const rows = await db
    .select()
    .from(videoAssets)
    .where(and(eq(videoAssets.lessonId, lessonId), isNull(videoAssets.discardedAt)))
    .orderBy(desc(videoAssets.createdAt), desc(videoAssets.id))
    .limit(20);
  const currentRow = rows.find((row) => row.status === 'ready') ?? null;
  const pendingRow =
    rows.find(
      (row) =>
        row.status !== 'ready' &&
        (!currentRow || row.createdAt.getTime() >= currentRow.createdAt.getTime()) &&
        row.id !== currentRow?.id,
    ) ?? null;
  const withRenditions = async (row: typeof currentRow): Promise<VideoAssetRow | null> => {
    if (!row) return null;
    const renditions = await db
      .select({ name: videoRenditions.name })
      .from(videoRenditions)
      .where(eq(videoRenditions.assetId, row.id));
    return { ...row, renditions: renditions.map((rendition) => rendition.name) };
  };
  return { current: await withRenditions(currentRow), pending: await withRenditions(pendingRow) };
}
