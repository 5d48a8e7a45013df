import { thumbnailRules } from '@academy/contract/authoring';

/** What the edit hand-off passes to the thumbnail page: 16:9, max 1280x720, min 640x360. */
export type ThumbnailHints = {
  aspectRatio: string;
  maxWidth: number;
  maxHeight: number;
  minWidth: number;
  minHeight: number;
};

export const defaultThumbnailHints: ThumbnailHints = {
  aspectRatio: thumbnailRules.aspect,
  maxWidth: thumbnailRules.width,
  maxHeight: thumbnailRules.height,
  minWidth: thumbnailRules.minWidth,
  minHeight: thumbnailRules.minHeight,
};

/** The hints from navigation state, else the defaults (a reload or a typed URL has no state). */
export function readThumbnailHints(state: unknown): ThumbnailHints {
  const hints = (state as { hints?: Partial<ThumbnailHints> } | null)?.hints;
  return { ...defaultThumbnailHints, ...(hints ?? {}) };
}
