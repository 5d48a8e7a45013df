import { z } from 'zod';

/**
 * Notebook lessons: an instructor's Jupyter notebook (nbformat 4), checked on upload and shown
 * read-only. The stored view holds what the page shows, already made safe by the server.
 */

export const notebookLimits = {
  /** Bytes of an uploaded .ipynb. */
  maxBytes: 3 * 1024 * 1024,
  maxCells: 500,
} as const;

/** One output of a code cell as the page shows it. */
export type NotebookOutput =
  | { kind: 'stream'; name: 'stdout' | 'stderr'; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'image'; mime: 'image/png' | 'image/jpeg'; data: string; alt: string }
  /** text/html (a pandas table), through the rich-text allow-list. */
  | { kind: 'html'; html: string }
  | { kind: 'error'; name: string; value: string; traceback: string };

/** One cell as the page shows it. */
export type NotebookCell =
  /** Markdown rendered to allow-listed rich text (maths kept as maths nodes). */
  | { kind: 'markdown'; html: string }
  | { kind: 'code'; source: string; executionCount: number | null; outputs: NotebookOutput[] }
  | { kind: 'raw'; text: string };

const outputSchema: z.ZodType<NotebookOutput> = z.union([
  z.object({ kind: z.literal('stream'), name: z.enum(['stdout', 'stderr']), text: z.string() }),
  z.object({ kind: z.literal('text'), text: z.string() }),
  z.object({
    kind: z.literal('image'),
    mime: z.enum(['image/png', 'image/jpeg']),
    data: z.string(),
    alt: z.string(),
  }),
  z.object({ kind: z.literal('html'), html: z.string() }),
  z.object({
    kind: z.literal('error'),
    name: z.string(),
    value: z.string(),
    traceback: z.string(),
  }),
]);

export const notebookCellSchema: z.ZodType<NotebookCell> = z.union([
  z.object({ kind: z.literal('markdown'), html: z.string() }),
  z.object({
    kind: z.literal('code'),
    source: z.string(),
    executionCount: z.number().int().nullable(),
    outputs: z.array(outputSchema),
  }),
  z.object({ kind: z.literal('raw'), text: z.string() }),
]);

export const notebookMessages = {
  missing: 'Choose a .ipynb notebook to upload.',
  tooLarge: 'The notebook is larger than 3 MB.',
  notJson: 'The file is not a notebook: it is not JSON.',
  notV4: 'Only nbformat 4 notebooks can be shown (save it from Jupyter 4 or newer).',
  tooManyCells: 'The notebook has more than 500 cells.',
} as const;
