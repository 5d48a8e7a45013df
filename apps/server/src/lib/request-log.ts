import type { FastifyRequest } from 'fastify';

/**
 * What the request log says of a request. Fastify's own serializer writes the whole URL, and
 * some URLs carry a secret: a private calendar feed's token is its path (anyone holding the
 * address reads the owner's classes for as long as it lives), and an event stream's ticket is
 * its query. Both are replaced before a line is written.
 */
const SECRETS_IN_URLS: readonly [RegExp, string][] = [
  [/^(\/api\/calendar-feeds\/)[^/?#]+/, '$1[redacted]'],
  [/([?&]ticket=)[^&#]*/g, '$1[redacted]'],
];

/** The URL with the secrets it may carry replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return SECRETS_IN_URLS.reduce((redacted, [pattern, by]) => redacted.replace(pattern, by), url);
}

/** The request as every log line shows it: Fastify's fields, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
