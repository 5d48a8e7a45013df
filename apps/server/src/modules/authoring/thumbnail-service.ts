import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { authoringMessages, thumbnailRules } from '@academy/contract/authoring';
import type { Db } from '../../db/client.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { fieldError, HttpError, notFound } from '../../lib/http-errors.ts';
import type { MediaStore } from '../../lib/media-store.ts';
import {
  deleteMedia,
  storeImage,
  UnsupportedImageError,
  type ImageInput,
} from '../../lib/media-storage.ts';

/** The multipart field of PUT /api/edit-course/{id}/. */
export const THUMBNAIL_FIELD = 'thumbnail';

const ACCEPTED = ['jpeg', 'png', 'webp'] as const;
/** Larger inputs are refused before decoding (decompression bombs), as lib/media-storage does. */
const MAX_INPUT_PIXELS = 40_000_000;

/** The 640x360 card copy lives beside the 1280x720 original: `thumbnails/x.webp` → `x-card.webp`. */
export function thumbnailCardPath(path: string): string {
  return path.replace(/\.webp$/, '-card.webp');
}

/**
 * courses.thumbnail holds the public path ('/media/thumbnails/x.webp'), which the catalogue answers
 * as it is; files are addressed below the media root ('thumbnails/x.webp').
 */
const MEDIA_PREFIX = '/media/';
const toStored = (relativePath: string) => `${MEDIA_PREFIX}${relativePath}`;
const toRelative = (stored: string) =>
  stored.startsWith(MEDIA_PREFIX) ? stored.slice(MEDIA_PREFIX.length) : stored;

const invalid = () => fieldError(THUMBNAIL_FIELD, authoringMessages.thumbnailInvalid);

/**
 * Decodes and checks an upload (an image of at least 640x360), then stores it as a
 * 1280x720 WebP cropped to 16:9 plus a 640x360 card copy, both without metadata. Answers the
 * stored relative path of the large one.
 */
export async function storeThumbnail(media: MediaStore, bytes: ImageInput): Promise<string> {
  let size: { width: number; height: number };
  try {
    const metadata = await sharp(bytes, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
    }).metadata();
    if (!(ACCEPTED as readonly string[]).includes(metadata.format)) throw invalid();
    size = metadata.autoOrient ?? metadata;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw invalid();
  }
  if (size.width < thumbnailRules.minWidth || size.height < thumbnailRules.minHeight) {
    throw fieldError(THUMBNAIL_FIELD, authoringMessages.thumbnailTooSmall);
  }

  let path: string;
  try {
    path = await storeImage(media, bytes, {
      folder: 'thumbnails',
      accept: ACCEPTED,
      width: thumbnailRules.width,
      height: thumbnailRules.height,
      fit: 'cover',
    });
  } catch (error) {
    if (error instanceof UnsupportedImageError) throw invalid();
    throw error;
  }
  try {
    const card = await sharp(await media.read(path))
      .resize(thumbnailRules.cardWidth, thumbnailRules.cardHeight, { fit: 'cover' })
      .webp({ quality: 80 })
      .toBuffer();
    await media.put(thumbnailCardPath(path), card, 'image/webp');
  } catch (error) {
    await deleteMedia(media, path);
    throw error;
  }
  return path;
}

/** Removes a thumbnail's files (the large one and its card copy), given either path form. */
export async function deleteThumbnail(media: MediaStore, stored: string | null): Promise<void> {
  if (!stored) return;
  const path = toRelative(stored);
  await Promise.all([deleteMedia(media, path), deleteMedia(media, thumbnailCardPath(path))]);
}

/**
 * PUT /api/edit-course/{id}/ (multipart): stores the new thumbnail, points the course at it and
 * removes the files it replaced once that is committed. A failed update removes the new files.
 * Answers the public path ('/media/thumbnails/….webp').
 */
export async function replaceThumbnail(
  db: Db,
  media: MediaStore,
  courseId: number,
  bytes: ImageInput,
): Promise<string> {
  const path = toStored(await storeThumbnail(media, bytes));
  let previous: string | null;
  try {
    previous = await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ thumbnail: courses.thumbnail })
        .from(courses)
        .where(eq(courses.id, courseId))
        .for('update');
      if (!current) throw notFound();
      await tx.update(courses).set({ thumbnail: path }).where(eq(courses.id, courseId));
      return current.thumbnail;
    });
  } catch (error) {
    await deleteThumbnail(media, path);
    throw error;
  }
  await deleteThumbnail(media, previous);
  return path;
}
