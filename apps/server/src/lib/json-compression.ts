import { createHash } from 'node:crypto';
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Below this a compressed answer saves less than its headers and the CPU cost. */
const COMPRESS_THRESHOLD_BYTES = 1024;

const isJson = (reply: FastifyReply) =>
  /^application\/(?:[\w.+-]+\+)?json\b/.test(String(reply.getHeader('content-type') ?? ''));

/** A weak validator: the same JSON text, however it is compressed, gets the same tag. */
function etagOf(payload: string | Buffer): string {
  return `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
}

function matches(ifNoneMatch: string, etag: string): boolean {
  const opaque = etag.slice(2);
  return ifNoneMatch
    .split(',')
    .some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === opaque);
}

function withEtag(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
  if (reply.statusCode !== 200) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (!isJson(reply) || reply.hasHeader('etag')) return payload;
  if (/no-store/.test(String(reply.getHeader('cache-control') ?? ''))) return payload;
  const etag = etagOf(payload);
  reply.header('etag', etag);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && matches(ifNoneMatch, etag)) {
    reply.code(304);
    return '';
  }
  return payload;
}

/**
 * JSON answers get an ETag (a GET repeated with If-None-Match gets 304 and no body when nothing
 * changed), and answers of a compressible type (JSON, CSV, …) are compressed (brotli or gzip, as
 * the client accepts) above 1 KB. HTML pages and built files come compressed already (web-app.ts)
 * and are left alone, and event streams bypass replies. The catalogue cache's answers go through
 * both like any other (docs/decisions/038).
 */
export async function registerJsonCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (request, reply, payload) => withEtag(request, reply, payload));
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Brotli's default quality (11) costs tens of milliseconds on a large answer; 4 is about as
    // fast as gzip and still smaller.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
