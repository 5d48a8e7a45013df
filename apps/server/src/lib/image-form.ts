import { finished } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { currentUser } from './auth-guard.ts';
import { spoolToTempFile, type SpooledFile } from './media-store.ts';

export type ImageForm = {
  /** The text parts, by name. */
  fields: Record<string, string>;
  /** The image part spooled to a temporary file (the caller removes it), or null when empty. */
  image: SpooledFile | null;
};

/**
 * Reads a multipart form with one image part (`imageField`) once the route has authorised the
 * caller: while one of their upload slots is held, the image streams to a temporary file (at
 * most the app's 5 MB upload limit), so the decoder reads it from disk and memory holds a chunk
 * at a time. A browser sends an empty part for a file input left empty: no image. Past the limit
 * `tooLarge()` is thrown (the plugin's 413 by default) and nothing is left behind.
 */
export async function readImageForm(
  request: FastifyRequest,
  imageField: string,
  tooLarge: () => Error = () => new request.server.multipartErrors.RequestFileTooLargeError(),
): Promise<ImageForm> {
  const fields: Record<string, string> = {};
  let image: SpooledFile | null = null;
  await request.server.uploads.hold(currentUser(request).userId, async () => {
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
        } else if (part.fieldname !== imageField || image) {
          await finished(part.file.resume());
        } else {
          const spooled = await spoolToTempFile(part.file);
          if (part.file.truncated || spooled.size === 0) await spooled.remove();
          if (part.file.truncated) throw tooLarge();
          if (spooled.size > 0) image = spooled;
        }
      }
    } catch (error) {
      await image?.remove();
      if (error instanceof request.server.multipartErrors.RequestFileTooLargeError)
        throw tooLarge();
      throw error;
    }
  });
  return { fields, image };
}
