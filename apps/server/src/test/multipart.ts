import { Readable } from 'node:stream';

/** A file part of a multipart body. */
export type FilePart = { bytes: Buffer; filename: string; type: string };
export type Part = string | FilePart;

/** A real multipart body, as a browser's FormData would send it. */
export async function multipart(fields: Record<string, Part>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(
        name,
        new Blob([new Uint8Array(value.bytes)], { type: value.type }),
        value.filename,
      );
  }
  const request = new Request('http://local/', { method: 'PUT', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

/**
 * A multipart body with one file part of `size` bytes, made as it is read, that counts the
 * bytes pulled from it. With `holdAfter` it stops there until `release()`: an upload in progress.
 */
export function streamedMultipart(options: {
  field: string;
  filename: string;
  size: number;
  holdAfter?: number;
}) {
  const boundary = 'academyTestBoundary7d1f';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field}"; ` +
      `filename="${options.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunkSize = 64 * 1024;
  let sent = 0;
  let held = options.holdAfter !== undefined;
  let waiting = false;
  const counter = { pulled: 0 };
  const pushNext = (stream: Readable) => {
    if (held && sent >= options.holdAfter!) {
      waiting = true;
      return;
    }
    if (sent === 0) {
      counter.pulled += head.length;
      stream.push(head);
    }
    if (sent >= options.size) {
      counter.pulled += tail.length;
      stream.push(tail);
      stream.push(null);
      return;
    }
    const length = Math.min(chunkSize, options.size - sent);
    sent += length;
    counter.pulled += length;
    stream.push(Buffer.alloc(length, 0x41));
  };
  const stream = new Readable({
    read() {
      pushNext(this);
    },
  });
  return {
    payload: stream,
    contentType: `multipart/form-data; boundary=${boundary}`,
    /** Bytes of the body pulled so far. */
    pulled: () => counter.pulled,
    release() {
      held = false;
      if (waiting) {
        waiting = false;
        pushNext(stream);
      }
    },
  };
}
