import {
  errorMessages,
  NON_FIELD_ERRORS,
  type ApiErrorBody,
  type FieldErrors,
} from '@academy/contract/errors';

/**
 * An error that already knows its HTTP answer. Services throw these; the error handler sends
 * `body` as it is, so every answer keeps the DRF shape the web client reads.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ApiErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super('detail' in body && typeof body.detail === 'string' ? body.detail : 'Validation error');
    this.name = 'HttpError';
  }
}

export const badRequest = (errors: FieldErrors) => new HttpError(400, errors);
export const fieldError = (field: string, message: string) => badRequest({ [field]: [message] });
export const nonFieldError = (message: string) => fieldError(NON_FIELD_ERRORS, message);
export const detailError = (statusCode: number, detail: string) =>
  new HttpError(statusCode, { detail });
export const notAuthenticated = (detail: string = errorMessages.notAuthenticated) =>
  new HttpError(401, { detail }, { 'www-authenticate': 'Bearer realm="api"' });
export const forbidden = (detail: string = errorMessages.permissionDenied) =>
  detailError(403, detail);
export const notFound = (detail: string = errorMessages.notFound) => detailError(404, detail);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    { detail: errorMessages.throttled.replace('{seconds}', String(retryAfterSeconds)) },
    { 'retry-after': String(retryAfterSeconds) },
  );
