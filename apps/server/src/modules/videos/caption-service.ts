import { TextDecoder } from 'node:util';
import { sql } from 'drizzle-orm';
import { CAPTION_MAX_BYTES, captionMessages, type CaptionLanguage } from '@academy/contract/videos';
import type { Db } from '../../db/client.ts';
import { videoCaptions } from '../../db/schema/videos.ts';
import { fieldError } from '../../lib/http-errors.ts';
import type { MediaStore } from '../../lib/media-store.ts';
import { parseCaptions, toWebVtt } from './caption-parser.ts';

/** The multipart field of a caption upload. */
export const CAPTIONS_FIELD = 'captions';

const refuse = (message: string) => fieldError(CAPTIONS_FIELD, message);

/** Where an asset's caption track of a language is kept (served signed, video-files.ts). */
export const captionPath = (storageKey: string, language: CaptionLanguage) =>
  `${storageKey}/captions/${language}.vtt`;

/**
 * Checks a WebVTT or SRT file (400 with the line it fails on), stores it as WebVTT beside the
 * video and records the track, replacing the language's earlier one. Answers the cue count.
 */
export async function saveCaptions(
  db: Db,
  media: MediaStore,
  asset: { id: number; storageKey: string },
  language: CaptionLanguage,
  bytes: Buffer,
): Promise<number> {
  if (bytes.length === 0) throw refuse(captionMessages.empty);
  if (bytes.length > CAPTION_MAX_BYTES) throw refuse(captionMessages.tooLarge);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw refuse(captionMessages.notText);
  }
  const parsed = parseCaptions(text);
  if ('error' in parsed) throw refuse(parsed.error);
  const path = captionPath(asset.storageKey, language);
  await media.remove(path);
  await media.put(path, Buffer.from(toWebVtt(parsed.cues)), 'text/vtt');
  await db
    .insert(videoCaptions)
    .values({ assetId: asset.id, language, path, cueCount: parsed.cues.length })
    .onConflictDoUpdate({
      target: [videoCaptions.assetId, videoCaptions.language],
      set: { path, cueCount: parsed.cues.length, createdAt: sql`now()` },
    });
  return parsed.cues.length;
}
