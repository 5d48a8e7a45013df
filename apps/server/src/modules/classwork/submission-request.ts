import { finished } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import {
  assignmentLimits,
  assignmentMessages,
  SUBMISSION_FILE_FIELD,
  submitWorkSchema,
} from '@academy/contract/assignments';
import { currentUser } from '../../lib/auth-guard.ts';
import { toFieldErrors } from '../../lib/field-errors.ts';
import { badRequest, fieldError } from '../../lib/http-errors.ts';
import type { AssignmentAccess } from './assignment-access.ts';
import { storeSubmissionFile } from './submission-file.ts';
import { assertTakesKind, type Work } from './submission-service.ts';

/**
 * Reads POST /api/assignments/{id}/submissions/ once openSubmission allowed it: multipart with a
 * `file` part (up to 20 MB, above the app's 5 MB for pictures), streamed into the store while one
 * of the learner's upload slots is held, or JSON with a link or text. A kind the assignment does
 * not take is refused before the body is read.
 */
export async function readWork(request: FastifyRequest, access: AssignmentAccess): Promise<Work> {
  const { media, uploads } = request.server;
  if (request.isMultipart()) {
    assertTakesKind(access, 'file');
    return uploads.hold(currentUser(request).userId, async () => {
      // One byte past the limit reaches the store, which refuses it and keeps nothing.
      const limits = { fileSize: assignmentLimits.fileMaxBytes + 1, files: 1 };
      for await (const part of request.parts({ limits })) {
        if (part.type === 'file' && part.fieldname === SUBMISSION_FILE_FIELD) {
          const file = await storeSubmissionFile(media, part.filename, part.file);
          return { kind: 'file', file };
        }
        if (part.type === 'file') await finished(part.file.resume());
      }
      throw fieldError(SUBMISSION_FILE_FIELD, assignmentMessages.noFile);
    });
  }
  const parsed = submitWorkSchema.safeParse(request.body ?? {});
  if (!parsed.success) throw badRequest(toFieldErrors(parsed.error.issues));
  const work: Work =
    'link_url' in parsed.data
      ? { kind: 'link', url: parsed.data.link_url }
      : { kind: 'text', text: parsed.data.text };
  assertTakesKind(access, work.kind);
  return work;
}
