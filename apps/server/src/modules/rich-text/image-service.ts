import { and, count, eq, gte, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { richTextLimits, richTextMessages, type RichTextImage } from '@academy/contract/rich-text';
import type { Db } from '../../db/client.ts';
import { richTextImages } from '../../db/schema/course-content.ts';
import { fieldError } from '../../lib/http-errors.ts';
import type { MediaStore } from '../../lib/media-store.ts';
import {
  deleteMedia,
  storeImage,
  UnsupportedImageError,
  type ImageInput,
} from '../../lib/media-storage.ts';

/** The multipart field of POST /api/rich-text/images/. */
export const IMAGE_FIELD = 'image';

/** Refuses a person who has used up the day's uploads; checked before the upload is read. */
export async function assertUploadAllowed(db: Db, userId: number): Promise<void> {
  // The database's clock, the one created_at was written with.
  const since = sql`now() - interval '1 day'`;
  const [row] = await db
    .select({ uploads: count() })
    .from(richTextImages)
    .where(and(eq(richTextImages.uploadedBy, userId), gte(richTextImages.createdAt, since)));
  if ((row?.uploads ?? 0) >= richTextLimits.imagesPerDay) {
    throw fieldError(IMAGE_FIELD, richTextMessages.imageQuota);
  }
}

/**
 * An image for rich text: decoded by sharp (the bytes decide, not the name or type), re-encoded
 * as WebP without metadata, scaled to fit 1600 px, kept in the media store and counted for its
 * uploader. Answers its public path and size for the editor's `<img>`.
 */
export async function storeRichTextImage(
  db: Db,
  media: MediaStore,
  userId: number,
  input: ImageInput,
): Promise<RichTextImage> {
  let path: string;
  try {
    path = await storeImage(media, input, {
      folder: 'rich-text',
      accept: ['jpeg', 'png', 'webp'],
      width: richTextLimits.imageMaxSide,
      height: richTextLimits.imageMaxSide,
      fit: 'inside',
    });
  } catch (error) {
    if (error instanceof UnsupportedImageError) {
      throw fieldError(IMAGE_FIELD, richTextMessages.imageUnsupported);
    }
    throw error;
  }
  try {
    const { width = 0, height = 0 } = await sharp(await media.read(path)).metadata();
    await db.insert(richTextImages).values({ path, uploadedBy: userId });
    return { url: `/media/${path}`, width, height };
  } catch (error) {
    await deleteMedia(media, path);
    throw error;
  }
}
