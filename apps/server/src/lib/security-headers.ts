import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import helmet, { type HelmetOptions } from 'helmet';
import { EMBEDDABLE_VIDEO_HOSTS } from '@academy/contract/learning';
import { AFTER_PAINT_SCRIPT } from '@academy/contract/prerender';

/** The video players lessons and notes embed (contract/learning.ts). */
const VIDEO_FRAME_SOURCES = EMBEDDABLE_VIDEO_HOSTS.map((host) => `https://${host}`);

const options: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // Pre-rendered pages start the app with one fixed inline script (contract/prerender.ts).
      scriptSrc: [
        "'self'",
        `'sha256-${createHash('sha256').update(AFTER_PAINT_SCRIPT).digest('base64')}'`,
      ],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      // Hosted lesson videos play through Media Source Extensions (hls.js): a blob: source, and
      // hls.js parses segments in a worker it starts from a blob: (decision 037).
      mediaSrc: ["'self'", 'https:', 'blob:'],
      workerSrc: ["'self'", 'blob:'],
      frameSrc: VIDEO_FRAME_SOURCES,
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  // Lets sign-in flows keep working when a page opens a payment or video host.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  // Sent only when HSTS_MAX_AGE says so (securityHeaders): a browser that saw it refuses plain
  // HTTP to the host for that long, so it must wait until HTTPS is there to stay.
  hsts: false,
};

/**
 * The headers helmet sets with these options. They are the same for every response, so helmet
 * runs once, against a recording response, instead of being rebuilt on every request as
 * @fastify/helmet does (a measurable share of a cached answer's cost, docs/benchmarks.md).
 */
export function securityHeaders(
  settings: { hstsMaxAgeSeconds: number | null } = { hstsMaxAgeSeconds: null },
): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  if (settings.hstsMaxAgeSeconds !== null) {
    headers['strict-transport-security'] = `max-age=${settings.hstsMaxAgeSeconds}`;
  }
  return headers;
}

/** On every answer, errors and the catalogue cache's replayed answers included. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = securityHeaders({ hstsMaxAgeSeconds: app.config.hstsMaxAgeSeconds });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
