import type { FastifyRequest } from 'fastify';
import {
  accountMessages,
  profileUpdateSchema,
  type ProfileUpdate,
} from '@academy/contract/accounts';
import { currentUser } from '../../lib/auth-guard.ts';
import { toFieldErrors } from '../../lib/field-errors.ts';
import { badRequest, fieldError } from '../../lib/http-errors.ts';

/** The file part of PUT /api/accounts/update/. */
const PICTURE_FIELD = 'profile_picture';

/**
 * Reads PUT /api/accounts/update/: multipart as the profile form sends it (text fields plus an
 * optional `profile_picture` file), or JSON without a picture. The text fields are validated with the
 * contract's schema; the picture is only collected here and decoded by the service.
 */
export async function readProfileForm(
  request: FastifyRequest,
): Promise<{ input: ProfileUpdate; picture: Buffer | null }> {
  let fields: unknown = request.body ?? {};
  let picture: Buffer | null = null;
  if (request.isMultipart()) {
    const values: Record<string, string> = {};
    // The caller's own account (requireUser ran): read while one of their upload slots is held.
    // The picture is collected whole, at most 5 MB: the image decoder needs all of it.
    await request.server.uploads.hold(currentUser(request).userId, async () => {
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            values[part.fieldname] = String(part.value);
            continue;
          }
          const bytes = await part.toBuffer();
          // A browser sends an empty part for a file input left empty: no new picture.
          if (part.fieldname === PICTURE_FIELD && bytes.length > 0) picture = bytes;
        }
      } catch (error) {
        if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
          throw fieldError(PICTURE_FIELD, accountMessages.pictureTooLarge);
        }
        throw error;
      }
    });
    fields = values;
  }
  const parsed = profileUpdateSchema.safeParse(fields);
  if (!parsed.success) throw badRequest(toFieldErrors(parsed.error.issues));
  return { input: parsed.data, picture };
}
