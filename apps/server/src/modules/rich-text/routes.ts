import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { richTextImageSchema, richTextMessages } from '@academy/contract/rich-text';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import { fieldError } from '../../lib/http-errors.ts';
import { readImageForm } from '../../lib/image-form.ts';
import { assertUploadAllowed, IMAGE_FIELD, storeRichTextImage } from './image-service.ts';
import { richTextRateLimits } from './rate-limits.ts';

/** Images for the editor (lesson articles, notes, announcements, forum posts, classwork). */
export const richTextRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/rich-text/images/',
    {
      preValidation: [requireUser],
      schema: {
        tags: ['rich-text'],
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        description:
          'multipart/form-data with an `image` (JPEG, PNG or WebP, at most 5 MB; 60 a day per ' +
          'person), stored as a WebP at most 1600 px on its longer side; 201 with its address.',
        response: { 201: richTextImageSchema },
      },
      config: { rateLimit: richTextRateLimits.uploadImage },
    },
    async (request, reply) => {
      const user = currentUser(request);
      // The quota is judged before a byte of the upload is read.
      await assertUploadAllowed(app.db, user.userId);
      const { image } = await readImageForm(request, IMAGE_FIELD, () =>
        fieldError(IMAGE_FIELD, richTextMessages.imageTooLarge),
      );
      if (!image) throw fieldError(IMAGE_FIELD, richTextMessages.imageMissing);
      try {
        const stored = await storeRichTextImage(app.db, app.media, user.userId, image.file);
        return await reply.code(201).send(stored);
      } finally {
        await image.remove();
      }
    },
  );
};
