import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import {
  isMediaPath,
  isPublicMediaPath,
  type MediaStore,
  type S3MediaStore,
} from './media-store.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorMessages } from '@academy/contract/errors';
import { loadPagePrerenderer, type PagePrerenderer } from './page-prerender.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The web build's pre-renderer (page-prerender.ts) lives in the build but is not a public file. */
const SERVER_BUNDLE_PREFIX = '/server/';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type WebAppOptions = { webDistDir: string | undefined; mediaDir: string; media: MediaStore };

/**
 * Serves the built SPA and uploaded media from the API's origin. Hashed assets are cached for a
 * year, with the Brotli and gzip copies the build wrote; index.html is revalidated on every visit
 * so a deploy shows at once. Any path that is not an API call, not media and has no file
 * extension gets index.html and the client router decides; the public pages the web app
 * pre-renders arrive rendered.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  if (options.media.kind === 's3') serveS3Media(app, options.media as S3MediaStore);
  else await serveLocalMedia(app, options.mediaDir);

  const indexFile = options.webDistDir ? join(options.webDistDir, 'index.html') : undefined;
  const indexHtml = indexFile && existsSync(indexFile) ? await readFile(indexFile, 'utf8') : '';
  let prerender: PagePrerenderer | undefined;
  if (options.webDistDir && indexHtml) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      allowedPath: (pathname) => !pathname.startsWith(SERVER_BUNDLE_PREFIX),
      setHeaders: (reply, path) => {
        const isHashedAsset = path.includes(`${join('dist', 'assets')}`);
        reply.header('cache-control', isHashedAsset ? IMMUTABLE : cacheControlOfFile(path));
      },
    });
    prerender = await loadPagePrerenderer(app, options.webDistDir, indexHtml);
  }
  const sendIndex = htmlSender(indexHtml);

  app.setNotFoundHandler(async (request, reply) => {
    if (!indexHtml || !isClientRoute(request)) {
      return reply.code(404).send({ detail: errorMessages.notFound });
    }
    const page = request.method === 'GET' && prerender ? await prerender(request) : null;
    return page ? sendHtml(request, reply, page) : sendIndex(request, reply);
  });
}

/**
 * The service worker and the app manifests are asked again on every visit, so that a release
 * reaches an installed app at once (the worker then waits for 'Refresh to update').
 */
function cacheControlOfFile(path: string): string {
  return path.endsWith('sw.js') || path.endsWith('.webmanifest')
    ? 'no-cache'
    : 'public, max-age=3600';
}

function isClientRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/media/')) return false;
  // A missing file such as /assets/x.js must be a 404, not the SPA shell.
  return extname(path) === '';
}

type Encoding = 'br' | 'gzip' | 'identity';

function acceptedEncoding(request: FastifyRequest): Encoding {
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

function compress(html: string, encoding: Encoding): Promise<Buffer> {
  const bytes = Buffer.from(html);
  if (encoding === 'br') {
    // A middle quality: a pre-rendered page is compressed on every request.
    return brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  if (encoding === 'gzip') return gzipAsync(bytes);
  return Promise.resolve(bytes);
}

async function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  const encoding = acceptedEncoding(request);
  return sendHtmlBytes(reply, await compress(html, encoding), encoding);
}

/** index.html is the same for every route: each encoding is compressed once, when first asked. */
function htmlSender(html: string) {
  const encoded = new Map<Encoding, Promise<Buffer>>();
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const encoding = acceptedEncoding(request);
    let bytes = encoded.get(encoding);
    if (!bytes) {
      bytes = compress(html, encoding);
      encoded.set(encoding, bytes);
    }
    return sendHtmlBytes(reply, await bytes, encoding);
  };
}

function sendHtmlBytes(reply: FastifyReply, bytes: Buffer, encoding: Encoding) {
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return (
    reply
      .code(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      // Pages are pre-rendered in the language the cookie names.
      .header('vary', 'Accept-Encoding, Cookie')
      .send(bytes)
  );
}

async function serveLocalMedia(app: FastifyInstance, mediaDir: string): Promise<void> {
  await mkdir(mediaDir, { recursive: true });
  // Media file names are random and chosen by the server, so they never change either.
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    allowedPath: (pathName) => isPublicMediaPath(pathName.replace(/^\/+/, '')),
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('cache-control', IMMUTABLE);
      reply.header('x-content-type-options', 'nosniff');
    },
  });
}

/**
 * Media in an S3 bucket keeps its /media/ addresses: with S3_PUBLIC_URL they redirect to the
 * bucket's public copy (the redirect itself cached for a year, as names never change); without
 * it the server streams the object from the bucket.
 */
function serveS3Media(app: FastifyInstance, media: S3MediaStore): void {
  app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    if (!isMediaPath(path) || !isPublicMediaPath(path)) {
      return reply.code(404).send({ detail: 'Not found.' });
    }
    reply.header('cache-control', IMMUTABLE);
    reply.header('x-content-type-options', 'nosniff');
    if (media.config.publicUrl) return reply.redirect(`${media.config.publicUrl}/${path}`, 301);
    const object = await media.get(path);
    if (!object) {
      reply.removeHeader('cache-control');
      return reply.code(404).send({ detail: 'Not found.' });
    }
    reply.type(object.contentType ?? 'application/octet-stream');
    if (object.length !== undefined) reply.header('content-length', object.length);
    return reply.send(object.body);
  });
}
