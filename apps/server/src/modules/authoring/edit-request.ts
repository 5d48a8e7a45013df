import type { FastifyRequest } from 'fastify';
import { authoringMessages, courseFormSchema, type CourseForm } from '@academy/contract/authoring';
import { toFieldErrors } from '../../lib/field-errors.ts';
import { badRequest, fieldError } from '../../lib/http-errors.ts';
import { readImageForm } from '../../lib/image-form.ts';
import type { SpooledFile } from '../../lib/media-store.ts';
import { THUMBNAIL_FIELD } from './thumbnail-service.ts';

export type EditRequest =
  { kind: 'form'; form: CourseForm } | { kind: 'thumbnail'; image: SpooledFile };

/** Validates a course form body with the contract's schema; 400 with DRF field errors otherwise. */
export function parseCourseForm(body: unknown): CourseForm {
  const parsed = courseFormSchema.safeParse(body ?? {});
  if (!parsed.success) throw badRequest(toFieldErrors(parsed.error.issues));
  return parsed.data;
}

/**
 * PUT /api/edit-course/{id}/ carries either the course form as JSON or, as multipart/form-data,
 * a `thumbnail` file (two rows for one path). requireCourseManager ran before a byte is read; the
 * image is spooled to a temporary file the caller removes. Files over the upload limit end in 413;
 * other parts are read and ignored.
 */
export async function readEditRequest(request: FastifyRequest): Promise<EditRequest> {
  if (!request.isMultipart()) return { kind: 'form', form: parseCourseForm(request.body) };
  const { image } = await readImageForm(request, THUMBNAIL_FIELD);
  if (!image) throw fieldError(THUMBNAIL_FIELD, authoringMessages.thumbnailMissing);
  return { kind: 'thumbnail', image };
}
