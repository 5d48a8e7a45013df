/**
 * Errors follow Django REST Framework's shape, which the web client reads:
 * a general error is {"detail": "…"}; a validation error is {"field": ["message", …]}
 * with "non_field_errors" for errors of the whole body.
 */
export type DetailError = { detail: string };
export type FieldErrors = Record<string, string[]>;
export type ApiErrorBody = DetailError | FieldErrors;

export const NON_FIELD_ERRORS = 'non_field_errors';

export const errorMessages = {
  notFound: 'Not found.',
  notAuthenticated: 'Authentication credentials were not provided.',
  invalidToken: 'Given token not valid for any token type',
  permissionDenied: 'You do not have permission to perform this action.',
  throttled: 'Request was throttled. Expected available in {seconds} seconds.',
  payloadTooLarge: 'Request body is too large.',
  unsupportedMediaType: 'Unsupported media type in request.',
  malformedJson: 'JSON parse error - the request body is not valid JSON.',
  serverError: 'A server error occurred.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again shortly.',
} as const;

export function isDetailError(body: unknown): body is DetailError {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { detail?: unknown }).detail === 'string'
  );
}
