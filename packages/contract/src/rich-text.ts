import { z } from 'zod';

/**
 * Rich text: the shape the one editor writes and the server's allow-list keeps
 * (apps/server/src/lib/rich-text.ts), shared so both sides name the same languages, tones and
 * limits.
 */

/** Code block languages the highlighter knows; a block may also have none (plain text). */
export const CODE_LANGUAGES = ['python', 'r', 'sql', 'javascript', 'bash'] as const;
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];

/** Callout tones: `<div data-callout="…" role="note">`. */
export const CALLOUT_TONES = ['info', 'tip', 'warning'] as const;
export type CalloutTone = (typeof CALLOUT_TONES)[number];

/**
 * How maths renders, on the server (pre-rendered pages, apps/server/src/lib/math-render.ts) and on
 * screen alike, as KaTeX options: `trust` off, so `\href`, `\url`, `\includegraphics`,
 * `\htmlClass`, `\htmlId`, `\htmlStyle` and `\htmlData` render as error text instead of links,
 * images, classes or styles; `strict` makes anything non-standard an error shown as the source in
 * red; `maxExpand` and `maxSize` stop macro bombs and huge boxes.
 */
export const MATH_OPTIONS = {
  trust: false,
  strict: 'error',
  throwOnError: false,
  maxExpand: 500,
  maxSize: 20,
  output: 'htmlAndMathml',
} as const;

/** The only images rich text may show: ones uploaded to our media store through the editor. */
export const RICH_TEXT_IMAGE_PATH = /^\/media\/rich-text\/[0-9a-f]{32}\.webp$/;

export const richTextLimits = {
  /** Bytes of one uploaded image, refused before it is read whole. */
  imageMaxBytes: 5 * 1024 * 1024,
  /** Images one person may upload in a day. */
  imagesPerDay: 60,
  /** Longest side of a stored image, in pixels; larger ones are scaled down. */
  imageMaxSide: 1600,
  altMax: 300,
} as const;

export const richTextMessages = {
  imageMissing: 'Choose an image to upload.',
  imageTooLarge: 'The image is larger than 5 MB.',
  imageUnsupported: 'The file is not a JPEG, PNG or WebP image.',
  imageQuota: 'You have uploaded 60 images today; try again tomorrow.',
} as const;

/** POST /api/rich-text/images/: where the stored image is. */
export const richTextImageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type RichTextImage = z.infer<typeof richTextImageSchema>;
