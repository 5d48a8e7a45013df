import type { FastifyReply } from 'fastify';

/**
 * A download's Content-Disposition (RFC 6266). A plain ASCII name is sent as it is; any other name
 * (a learner's file called "ফলাফল.pdf", a space, a quote) gets an ASCII stand-in in `filename` and
 * the exact name, percent-encoded UTF-8, in `filename*`.
 */
export function attachmentDisposition(fileName: string): string {
  if (/^[\w.-]+$/.test(fileName)) return `attachment; filename="${fileName}"`;
  const fallback = fileName.replace(/[^\w.-]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

type Attachment = {
  /** The Content-Type. */
  type: string;
  fileName: string;
  body: string | Uint8Array;
  /** Cache-Control; downloads of someone's own records are `private, no-store`. */
  cacheControl?: string;
};

/**
 * Answers with a file to save rather than show. `nosniff` keeps a browser from reading an upload
 * as another type than the one it is sent with.
 */
export function sendAttachment(reply: FastifyReply, file: Attachment): FastifyReply {
  reply
    .type(file.type)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff');
  if (file.cacheControl) reply.header('cache-control', file.cacheControl);
  const { body } = file;
  return reply.send(typeof body === 'string' || Buffer.isBuffer(body) ? body : Buffer.from(body));
}
