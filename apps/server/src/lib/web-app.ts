import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorMessages } from '@academy/contract/errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';

type WebAppOptions = { webDistDir: string | undefined; mediaDir: string };

/**
 * Serves the built SPA and uploaded media from the API's origin. Hashed assets are cached for a
 * year; index.html is revalidated on every visit so a deploy shows at once. Any path that is not
 * an API call, not media and has no file extension gets index.html and the client router decides.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  await mkdir(options.mediaDir, { recursive: true });
  // Media file names are content hashes chosen by the server, so they never change either.
  await app.register(fastifyStatic, {
    root: options.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('cache-control', IMMUTABLE);
      reply.header('x-content-type-options', 'nosniff');
    },
  });

  const indexFile = options.webDistDir ? join(options.webDistDir, 'index.html') : undefined;
  const indexHtml = indexFile && existsSync(indexFile) ? await readFile(indexFile) : undefined;
  if (options.webDistDir && indexHtml) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        const isHashedAsset = path.includes(`${join('dist', 'assets')}`);
        reply.header('cache-control', isHashedAsset ? IMMUTABLE : 'public, max-age=3600');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (indexHtml && isClientRoute(request)) return sendIndex(reply, indexHtml);
    return reply.code(404).send({ detail: errorMessages.notFound });
  });
}

function isClientRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/media/')) return false;
  // A missing file such as /assets/x.js must be a 404, not the SPA shell.
  return extname(path) === '';
}

function sendIndex(reply: FastifyReply, html: Buffer) {
  return reply
    .code(200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(html);
}
