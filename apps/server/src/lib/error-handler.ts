import type { FastifyError, FastifyInstance } from 'fastify';
import { errorMessages } from '@academy/contract/errors';
import { isDatabaseUnavailableError } from '../db/errors.ts';
import { pointerToPath, toFieldErrors } from './field-errors.ts';
import { HttpError } from './http-errors.ts';

/** Seconds a client should wait before retrying while the database is unreachable. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * The one place that shapes error answers: every error leaves in Django REST Framework's shape,
 * never with a stack trace; unexpected ones are logged with the request id.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    // A path that names nothing (`/api/quizzes/abc/`): not found, as DRF answers a URL that
    // matches no route (docs/api.md, "Ids in paths").
    if (error.validation && error.validationContext === 'params') {
      return reply.code(404).send({ detail: errorMessages.notFound });
    }
    if (error.validation) {
      const issues = error.validation.map((issue) => ({
        path: pointerToPath(issue.instancePath),
        message: issue.message ?? 'Invalid value.',
      }));
      return reply.code(400).send(toFieldErrors(issues));
    }
    if (isDatabaseUnavailableError(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ detail: errorMessages.serviceUnavailable });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.code(413).send({ detail: errorMessages.payloadTooLarge });
    if (status === 415) return reply.code(415).send({ detail: errorMessages.unsupportedMediaType });
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
    ) {
      return reply.code(400).send({ detail: errorMessages.malformedJson });
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ detail: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: errorMessages.serverError });
  });
}
