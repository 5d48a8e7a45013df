import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  assignmentLimits,
  assignmentMessages,
  submissionFileTypes,
  type SubmissionFileType,
} from '@academy/contract/assignments';
import { fieldError } from '../../lib/http-errors.ts';
import { MediaTooLargeError, SUBMISSIONS_FOLDER, type MediaStore } from '../../lib/media-store.ts';

/**
 * An uploaded file of a learner's work. The name only says which type is claimed; the bytes must
 * then be of that type: a PDF starts with its magic bytes, a .zip or .docx with a zip signature
 * (a .docx holding a word/ part), a notebook parses as JSON with an nbformat, and .py or .R is
 * UTF-8 text. Stored under a random name in the media store's submissions/ folder, which is never
 * served under /media/ (lib/web-app.ts): only through the submission's own route.
 */

const FIELD = 'file';

const CONTENT_TYPES: Record<SubmissionFileType, string> = {
  pdf: 'application/pdf',
  ipynb: 'application/x-ipynb+json',
  py: 'text/x-python',
  r: 'text/plain',
  zip: 'application/zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const LABELS: Record<SubmissionFileType, string> = {
  pdf: 'PDF',
  ipynb: '.ipynb',
  py: '.py',
  r: '.R',
  zip: '.zip',
  docx: '.docx',
};

/** The type a file name claims, or null for one not taken. */
export function claimedFileType(fileName: string): SubmissionFileType | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return (submissionFileTypes as readonly string[]).includes(extension ?? '')
    ? (extension as SubmissionFileType)
    : null;
}

/** A zip archive: a local file header, or the end record of an empty archive. */
const isZip = (head: Buffer) =>
  head.subarray(0, 4).equals(Buffer.from('PK\u0003\u0004', 'latin1')) ||
  head.subarray(0, 4).equals(Buffer.from('PK\u0005\u0006', 'latin1'));

/** Reads a file's content as it streams past, and says at its end whether it is of its type. */
export type ContentCheck = { see(chunk: Buffer): void; matches(): boolean };

function isNotebook(text: string): boolean {
  try {
    const notebook: unknown = JSON.parse(text);
    return (
      typeof notebook === 'object' &&
      notebook !== null &&
      typeof (notebook as { nbformat?: unknown }).nbformat === 'number' &&
      Array.isArray((notebook as { cells?: unknown }).cells)
    );
  } catch {
    return false;
  }
}

/** The check of one claimed type; it keeps only what it needs of the content. */
export function contentCheck(type: SubmissionFileType): ContentCheck {
  let head = Buffer.alloc(0);
  const keepHead = (chunk: Buffer) => {
    if (head.length < 8) head = Buffer.concat([head, chunk.subarray(0, 8 - head.length)]);
  };
  // UTF-8 without NUL, decoded as it comes (a character may straddle two chunks).
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let isText = true;
  const seeText = (chunk: Buffer, last = false): string => {
    if (!isText) return '';
    try {
      const text = last ? decoder.decode() : decoder.decode(chunk, { stream: true });
      if (text.includes('\u0000')) isText = false;
      return text;
    } catch {
      isText = false;
      return '';
    }
  };
  switch (type) {
    case 'pdf':
      return {
        see: keepHead,
        matches: () => head.subarray(0, 5).equals(Buffer.from('%PDF-', 'latin1')),
      };
    case 'zip':
      return { see: keepHead, matches: () => isZip(head) };
    case 'docx': {
      // Entry names are stored uncompressed in each local header; 'word/' may straddle chunks.
      let tail = Buffer.alloc(0);
      let hasWordPart = false;
      return {
        see(chunk) {
          keepHead(chunk);
          if (hasWordPart) return;
          const window = Buffer.concat([tail, chunk]);
          hasWordPart = window.includes('word/', 0, 'latin1');
          tail = window.subarray(-4);
        },
        matches: () => isZip(head) && hasWordPart,
      };
    }
    case 'ipynb': {
      // A notebook must parse as one JSON document: its text is kept (at most the file limit).
      const parts: string[] = [];
      return {
        see: (chunk) => void parts.push(seeText(chunk)),
        matches() {
          parts.push(seeText(Buffer.alloc(0), true));
          return isText && isNotebook(parts.join(''));
        },
      };
    }
    case 'py':
    case 'r':
      return {
        see: (chunk) => void seeText(chunk),
        matches: () => {
          seeText(Buffer.alloc(0), true);
          return isText;
        },
      };
  }
}

async function* inspected(source: Readable, check: ContentCheck): AsyncGenerator<Buffer> {
  for await (const chunk of source) {
    check.see(chunk as Buffer);
    yield chunk as Buffer;
  }
}

export type StoredFile = { path: string; name: string; size: number; type: string };

/**
 * Checks an upload (field errors on `file`) and streams it into the store as it arrives, its
 * content checked on the way: refused past the size limit, empty or of another type, with
 * nothing kept. Answers where it went. The claimed type is checked before a byte is read.
 */
export async function storeSubmissionFile(
  media: MediaStore,
  fileName: string,
  content: Readable,
): Promise<StoredFile> {
  const type = claimedFileType(fileName);
  if (!type) throw fieldError(FIELD, assignmentMessages.fileType);
  const check = contentCheck(type);
  const path = `${SUBMISSIONS_FOLDER}/${randomBytes(16).toString('hex')}.${type}`;
  let size: number;
  try {
    size = await media.put(path, Readable.from(inspected(content, check)), CONTENT_TYPES[type], {
      maxBytes: assignmentLimits.fileMaxBytes,
    });
  } catch (error) {
    if (error instanceof MediaTooLargeError) {
      throw fieldError(FIELD, assignmentMessages.fileTooLarge);
    }
    throw error;
  }
  const refusal =
    size === 0
      ? assignmentMessages.noFile
      : check.matches()
        ? null
        : assignmentMessages.fileContent.replace('{type}', LABELS[type]);
  if (refusal) {
    await media.remove(path);
    throw fieldError(FIELD, refusal);
  }
  // The name is shown and offered as the download's name: no folders, bounded length.
  const name = fileName.split(/[\\/]/).pop()!.slice(-200);
  return { path, name, size, type: CONTENT_TYPES[type] };
}
