import type { FastifyRequest } from 'fastify';
import {
  accountMessages,
  profileUpdateSchema,
  type ProfileUpdate,
} from '@academy/contract/accounts';
import { toFieldErrors } from '../../lib/field-errors.ts';
import { badRequest, fieldError } from '../../lib/http-errors.ts';
import { readImageForm } from '../../lib/image-form.ts';
import type { SpooledFile } from '../../lib/media-store.ts';

/** The file part of PUT /api/accounts/update/. */
const PICTURE_FIELD = 'profile_picture';

/**
 * Reads PUT /api/accounts/update/: multipart as the profile form sends it (text fields plus an
 * optional `profile_picture` file), or JSON without a picture. The text fields are validated with the
 * contract's schema; the picture is spooled to a temporary file here (the caller removes it) and
 * decoded by the service. The caller's own account: requireUser ran before a byte is read.
 */
export async function readProfileForm(
  request: FastifyRequest,
): Promise<{ input: ProfileUpdate; picture: SpooledFile | null }> {
  let fields: unknown = request.body ?? {};
  let picture: SpooledFile | null = null;
  if (request.isMultipart()) {
    const form = await readImageForm(request, PICTURE_FIELD, () =>
      fieldError(PICTURE_FIELD, accountMessages.pictureTooLarge),
    );
    fields = form.fields;
    picture = form.image;
  }
  const parsed = profileUpdateSchema.safeParse(fields);
  if (!parsed.success) {
    await picture?.remove();
    throw badRequest(toFieldErrors(parsed.error.issues));
  }
  return { input: parsed.data, picture };
}
