import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CERTIFICATES_PAGE_SIZE,
  certificateSchema,
  certificateVerifyPath,
} from '@academy/contract/learning';
import { pageQuerySchema, pageSchema } from '@academy/contract/pagination';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import { listOrPage } from '../../lib/pagination.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';
import { findCertificate, listMyCertificates } from './certificates-service.ts';
import { presentCertificate } from './learning-presenter.ts';
import { learningRateLimits } from './rate-limits.ts';
import { sendAttachment } from '../../lib/attachment.ts';

const tags = ['learning'];
const codeParams = z.object({ code: z.string().max(64) });

/**
 * Certificates issued on completing a course. Verification and the PDF are public by design
 * (docs/decisions/004-certificates.md): whoever holds the code may see what it certifies, nothing more.
 */
export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/certificates/',
    {
      preValidation: [requireUser],
      schema: {
        tags,
        summary: "The signed-in user's certificates: a plain array, or with ?page= the envelope",
        querystring: pageQuerySchema,
        response: { 200: z.union([pageSchema(certificateSchema), z.array(certificateSchema)]) },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      return listOrPage(
        request,
        CERTIFICATES_PAGE_SIZE,
        (window) => listMyCertificates(app.db, userId, window),
        presentCertificate,
      );
    },
  );

  app.get(
    '/api/certificates/:code/',
    {
      config: { rateLimit: learningRateLimits.verifyCertificate },
      schema: { tags, params: codeParams, response: { 200: certificateSchema } },
    },
    async (request) => presentCertificate(await findCertificate(app.db, request.params.code)),
  );

  app.get(
    '/api/certificates/:code/pdf/',
    {
      config: { rateLimit: learningRateLimits.certificatePdf },
      schema: { tags, summary: 'The certificate as a PDF', params: codeParams },
    },
    async (request, reply) => {
      const certificate = presentCertificate(await findCertificate(app.db, request.params.code));
      const verifyUrl = `${app.config.publicUrl.replace(/\/+$/, '')}${certificateVerifyPath(certificate.code)}`;
      const pdf = await renderCertificatePdf(certificate, verifyUrl);
      return sendAttachment(reply, {
        type: 'application/pdf',
        fileName: `certificate-${certificate.code}.pdf`,
        cacheControl: 'private, max-age=300',
        body: pdf,
      });
    },
  );
};
