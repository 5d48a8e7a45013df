import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Video hosts whose players may be embedded in lessons (privacy-friendly domains first). */
const VIDEO_FRAME_SOURCES = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
];

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'https:'],
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
    hsts: false,
  });
}
