import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import sharp from 'sharp';
import type { MediaStore } from './media-store.ts';

/**
 * Uploaded images (avatars, course thumbnails). Nothing about an upload is trusted: the bytes are
 * decoded by sharp and the decoded format decides, never the file name or MIME type. What is kept
 * is a re-encoded WebP without metadata (no EXIF location, no camera serial) under a random name.
 * The database stores the path relative to the media root; the API answers it as '/media/…'.
 */

/** Where uploaded media lives without S3; served read-only at /media/ by lib/web-app.ts. */
export function mediaRoot(dataDir: string): string {
  return join(dataDir, 'media');
}

/**
 * The public path of a stored media file, or null when there is none. A value that is already a
 * public path ('/media/…', as courses.thumbnail stores it) or an absolute URL is answered as it is.
 */
export function mediaUrl(relativePath: string | null): string | null {
  if (!relativePath) return null;
  if (relativePath.startsWith('/') || /^https?:\/\//.test(relativePath)) return relativePath;
  return `/media/${relativePath}`;
}

/** The bytes are not an image of an accepted format (or not an image at all). */
export class UnsupportedImageError extends Error {
  override name = 'UnsupportedImageError';
}

/** An image's bytes, or the path of a file holding them (an upload spooled to disk). */
export type ImageInput = Buffer | string;

export type AcceptedFormat = 'jpeg' | 'png' | 'webp';

export type StoreImageOptions = {
  /** Sub-folder of the media root, e.g. 'avatars'. */
  folder: string;
  accept: readonly AcceptedFormat[];
  width: number;
  height: number;
  /** 'cover' crops to exactly width×height; 'inside' keeps the aspect within the box. */
  fit: 'cover' | 'inside';
};

/** Images larger than this many pixels are refused before decoding (decompression bombs). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Decodes, checks, resizes and re-encodes `input` as WebP; returns the stored relative path
 * (`avatars/3f…e1.webp`). Throws UnsupportedImageError for anything that is not an accepted image.
 */
export async function storeImage(
  store: MediaStore,
  input: ImageInput,
  options: StoreImageOptions,
): Promise<string> {
  let output: Buffer;
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (!format || !(options.accept as readonly string[]).includes(format)) {
      throw new UnsupportedImageError(`unaccepted image format: ${format ?? 'unknown'}`);
    }
    output = await image
      .rotate() // apply the EXIF orientation before the metadata is dropped
      .resize(options.width, options.height, {
        fit: options.fit,
        position: 'attention',
        withoutEnlargement: options.fit === 'inside',
      })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof UnsupportedImageError) throw error;
    // sharp throws plain Errors for bytes it cannot decode.
    throw new UnsupportedImageError(error instanceof Error ? error.message : 'undecodable image');
  }
  const relativePath = `${options.folder}/${randomBytes(16).toString('hex')}.webp`;
  await store.put(relativePath, output, 'image/webp');
  return relativePath;
}

/** Removes a stored media file; a missing file or a path outside the store is ignored. */
export async function deleteMedia(store: MediaStore, relativePath: string | null): Promise<void> {
  if (!relativePath) return;
  await store.remove(relativePath);
}
