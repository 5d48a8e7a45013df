import type { FastifyRequest } from 'fastify';
import {
  assignmentLimits,
  assignmentMessages,
  SUBMISSION_FILE_FIELD,
  submitWorkSchema,
} from '@academy/contract/assignments';
import { toFieldErrors } from '../../lib/field-errors.ts';
import { badRequest, fieldError } from '../../lib/http-errors.ts';
import type { Work } from './submission-service.ts';

/**
 * Reads POST /api/assignments/{id}/submissions/: multipart/form-data with a `file` part (up to
 * 20 MB, above the app's 5 MB for pictures), or JSON with a link or text.
 */
export async function readWork(request: FastifyRequest): Promise<Work> {
  if (request.isMultipart()) {
    try {
      for await (const part of request.parts({
        limits: { fileSize: assignmentLimits.fileMaxBytes, files: 1 },
      })) {
        if (part.type === 'file' && part.fieldname === SUBMISSION_FILE_FIELD) {
          return { kind: 'file', fileName: part.filename, bytes: await part.toBuffer() };
        }
        if (part.type === 'file') await part.toBuffer();
      }
    } catch (error) {
      if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
        throw fieldError(SUBMISSION_FILE_FIELD, assignmentMessages.fileTooLarge);
      }
      throw error;
    }
    throw fieldError(SUBMISSION_FILE_FIELD, assignmentMessages.noFile);
  }
  const parsed = submitWorkSchema.safeParse(request.body ?? {});
  if (!parsed.success) throw badRequest(toFieldErrors(parsed.error.issues));
  return 'link_url' in parsed.data
    ? { kind: 'link', url: parsed.data.link_url }
    : { kind: 'text', text: parsed.data.text };
}
