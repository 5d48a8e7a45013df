import type { FastifyRequest } from 'fastify';
import { authoringMessages, courseFormSchema, type CourseForm } from '@academy/contract/authoring';
import { currentUser } from '../../lib/auth-guard.ts';
import { toFieldErrors } from '../../lib/field-errors.ts';
import { badRequest, fieldError } from '../../lib/http-errors.ts';
import { THUMBNAIL_FIELD } from './thumbnail-service.ts';

export type EditRequest = { kind: 'form'; form: CourseForm } | { kind: 'thumbnail'; bytes: Buffer };

/** Validates a course form body with the contract's schema; 400 with DRF field errors otherwise. */
export function parseCourseForm(body: unknown): CourseForm {
  const parsed = courseFormSchema.safeParse(body ?? {});
  if (!parsed.success) throw badRequest(toFieldErrors(parsed.error.issues));
  return parsed.data;
}

/**
 * PUT /api/edit-course/{id}/ carries either the course form as JSON or, as multipart/form-data,
 * a `thumbnail` file (two rows for one path). Files over the upload limit end in 413
 * from the multipart plugin; other parts are read and ignored.
 */
export async function readEditRequest(request: FastifyRequest): Promise<EditRequest> {
  if (!request.isMultipart()) return { kind: 'form', form: parseCourseForm(request.body) };
  let bytes: Buffer | null = null;
  // requireCourseManager ran: read while one of the caller's upload slots is held. The image is
  // collected whole, at most 5 MB: the decoder needs all of it.
  await request.server.uploads.hold(currentUser(request).userId, async () => {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        // A browser sends an empty part for a file input left empty.
        if (part.fieldname === THUMBNAIL_FIELD && content.length > 0) bytes = content;
      }
    }
  });
  if (!bytes) throw fieldError(THUMBNAIL_FIELD, authoringMessages.thumbnailMissing);
  return { kind: 'thumbnail', bytes };
}
