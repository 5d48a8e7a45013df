import { randomBytes } from 'node:crypto';
import {
  assignmentMessages,
  submissionFileTypes,
  type SubmissionFileType,
} from '@academy/contract/assignments';
import { fieldError } from '../../lib/http-errors.ts';
import { SUBMISSIONS_FOLDER, type MediaStore } from '../../lib/media-store.ts';

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

function utf8Text(bytes: Buffer): string | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return text.includes('\u0000') ? null : text;
  } catch {
    return null;
  }
}

const startsWith = (bytes: Buffer, signature: string) =>
  bytes.subarray(0, signature.length).equals(Buffer.from(signature, 'latin1'));

/** A zip archive: a local file header, or the end record of an empty archive. */
const isZip = (bytes: Buffer) =>
  startsWith(bytes, 'PK\u0003\u0004') || startsWith(bytes, 'PK\u0005\u0006');

/** Whether the bytes are of the type the name claims. */
export function contentMatches(type: SubmissionFileType, bytes: Buffer): boolean {
  switch (type) {
    case 'pdf':
      return startsWith(bytes, '%PDF-');
    case 'zip':
      return isZip(bytes);
    case 'docx':
      // Entry names are stored uncompressed in each local header.
      return isZip(bytes) && bytes.includes('word/', 0, 'latin1');
    case 'ipynb': {
      const text = utf8Text(bytes);
      if (text === null) return false;
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
    case 'py':
    case 'r':
      return utf8Text(bytes) !== null;
  }
}

export type StoredFile = { path: string; name: string; size: number; type: string };

/** Checks an upload (field errors on `file`) and stores it; answers where it went. */
export async function storeSubmissionFile(
  media: MediaStore,
  fileName: string,
  bytes: Buffer,
): Promise<StoredFile> {
  if (bytes.length === 0) throw fieldError(FIELD, assignmentMessages.noFile);
  const type = claimedFileType(fileName);
  if (!type) throw fieldError(FIELD, assignmentMessages.fileType);
  if (!contentMatches(type, bytes)) {
    throw fieldError(FIELD, assignmentMessages.fileContent.replace('{type}', LABELS[type]));
  }
  const path = `${SUBMISSIONS_FOLDER}/${randomBytes(16).toString('hex')}.${type}`;
  await media.put(path, bytes, CONTENT_TYPES[type]);
  // The name is shown and offered as the download's name: no folders, bounded length.
  const name = fileName.split(/[\\/]/).pop()!.slice(-200);
  return { path, name, size: bytes.length, type: CONTENT_TYPES[type] };
}
