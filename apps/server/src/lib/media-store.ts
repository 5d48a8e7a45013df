import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, normalize, sep } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';

/**
 * Where uploaded media (avatars, thumbnails) is kept: the local folder DATA_DIR/media by default,
 * or an S3-compatible bucket when S3_BUCKET is set, so several machines share the uploads. Paths
 * are relative ('avatars/3f…e1.webp') and always chosen by the server.
 */
export type MediaStore = {
  kind: 'local' | 's3';
  /**
   * Stores `body` at `path` and answers its size. A stream is written as it arrives, never held
   * whole in memory; past `maxBytes` it stops with MediaTooLargeError and nothing is kept.
   */
  put(
    path: string,
    body: Buffer | Readable,
    contentType: string,
    options?: { maxBytes?: number },
  ): Promise<number>;
  read(path: string): Promise<Buffer>;
  /** A missing file, or a path that could leave the store, is ignored. */
  remove(path: string): Promise<void>;
  /**
   * Stores the local file `file` at `path` (moved when `move` and the store is a folder on the
   * same disk, else copied) and answers its size. Unlike `put`, an existing file is replaced.
   */
  putFile(
    path: string,
    file: string,
    contentType: string,
    options?: { move?: boolean },
  ): Promise<number>;
  /** Writes the stored file at `path` to the local file `target`. */
  copyToFile(path: string, target: string): Promise<void>;
  /** The stored file as a stream with its length, or null when there is none. */
  openRead(path: string): Promise<{ body: Readable; length?: number } | null>;
  /** Removes every file below `folder` (a relative folder such as 'videos/3f…e1'). */
  removeFolder(folder: string): Promise<void>;
};

/** A body went past the `maxBytes` it was stored with; nothing of it was kept. */
export class MediaTooLargeError extends Error {
  override name = 'MediaTooLargeError';
}

/** Counts what passes and fails with MediaTooLargeError past `maxBytes`. */
function byteLimit(maxBytes: number, onSize: (size: number) => void): Transform {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      onSize(size);
      if (size > maxBytes) done(new MediaTooLargeError(`more than ${maxBytes} bytes`));
      else done(null, chunk);
    },
  });
}

/** Writes a stream to a new file (never over one), removing what was written if it fails. */
async function writeStream(target: string, body: Readable, maxBytes: number): Promise<number> {
  let size = 0;
  try {
    await pipeline(
      body,
      byteLimit(maxBytes, (total) => (size = total)),
      createWriteStream(target, { flags: 'wx' }),
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await rm(target, { force: true });
    throw error;
  }
  return size;
}

/** A stream written to a file of its own in the system's temporary folder, until `remove`. */
export type SpooledFile = { file: string; size: number; remove(): Promise<void> };

/**
 * Writes `body` to a temporary file as it arrives, so memory holds a chunk at a time, for what
 * needs the whole file before it can use it (an S3 PUT its length, the image decoder its pixels).
 * Past `maxBytes`, or when the stream fails, nothing is left behind.
 */
export async function spoolToTempFile(
  body: Readable,
  maxBytes: number = Infinity,
): Promise<SpooledFile> {
  const folder = await mkdtemp(join(tmpdir(), 'academy-upload-'));
  const remove = () => rm(folder, { recursive: true, force: true });
  const file = join(folder, 'body');
  try {
    return { file, size: await writeStream(file, body, maxBytes), remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

/** Relative media paths the server writes: folders and names of letters, digits, '-', '_', '.'. */
export function isMediaPath(path: string): boolean {
  return /^[\w-]+(\/[\w-]+)*\/[\w-]+\.[a-z0-9]+$/i.test(path) && !path.includes('..');
}

/**
 * Learners' submitted work (modules/classwork/submission-file.ts): kept in the store but never
 * served under /media/; only its submission's route hands it, to those allowed to see it.
 */
export const SUBMISSIONS_FOLDER = 'submissions';

/**
 * Hosted lesson videos (modules/videos/): kept in the store but never served under /media/; a
 * viewer gets them only through signed addresses (docs/decisions/037-hosted-video-streaming.md).
 */
export const VIDEOS_FOLDER = 'videos';

/** Whether a stored path may be served to anyone under /media/. */
export function isPublicMediaPath(path: string): boolean {
  return !path.startsWith(`${SUBMISSIONS_FOLDER}/`) && !path.startsWith(`${VIDEOS_FOLDER}/`);
}

/** Media-storage folders the server names: letters, digits, '-', '_' between slashes. */
function isMediaFolder(folder: string): boolean {
  return /^[\w-]+(\/[\w-]+)*$/.test(folder);
}

export function createLocalMediaStore(root: string): MediaStore {
  const inside = (path: string) => {
    const target = normalize(join(root, path));
    return target.startsWith(normalize(root) + sep) ? target : null;
  };
  const mustBeInside = (path: string) => {
    const target = inside(path);
    if (!target) throw new Error(`media path outside the store: ${path}`);
    return target;
  };
  return {
    kind: 'local',
    async put(path, body, _contentType, options = {}) {
      const target = inside(path);
      if (!target) throw new Error(`media path outside the store: ${path}`);
      const maxBytes = options.maxBytes ?? Infinity;
      await mkdir(dirname(target), { recursive: true });
      if (!Buffer.isBuffer(body)) return writeStream(target, body, maxBytes);
      if (body.length > maxBytes) throw new MediaTooLargeError(`more than ${maxBytes} bytes`);
      await writeFile(target, body, { flag: 'wx' });
      return body.length;
    },
    async read(path) {
      const target = inside(path);
      if (!target) throw new Error(`media path outside the store: ${path}`);
      return readFile(target);
    },
    async remove(path) {
      const target = inside(path);
      if (target) await rm(target, { force: true });
    },
    async putFile(path, file, _contentType, options = {}) {
      const target = mustBeInside(path);
      await mkdir(dirname(target), { recursive: true });
      if (options.move) {
        try {
          await rename(file, target);
          return (await stat(target)).size;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        }
      }
      await copyFile(file, target);
      if (options.move) await rm(file, { force: true });
      return (await stat(target)).size;
    },
    async copyToFile(path, target) {
      await copyFile(mustBeInside(path), target);
    },
    async openRead(path) {
      const target = inside(path);
      if (!target) return null;
      try {
        const { size } = await stat(target);
        return { body: createReadStream(target), length: size };
      } catch {
        return null;
      }
    },
    async removeFolder(folder) {
      if (!isMediaFolder(folder)) return;
      const target = inside(folder);
      if (target) await rm(target, { recursive: true, force: true });
    },
  };
}

export type S3MediaStore = MediaStore & {
  kind: 's3';
  config: S3Config;
  client: S3Client;
  /** The object as a stream with its type and length, or null when there is none. */
  get(
    path: string,
  ): Promise<{ body: NodeJS.ReadableStream; contentType?: string; length?: number } | null>;
};

export function createS3MediaStore(config: S3Config): S3MediaStore {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    // A streamed PUT would otherwise be sent aws-chunked with a checksum trailer, which several
    // S3-compatible servers store as part of the object; TLS and the length already guard it.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    ...(config.accessKeyId && config.secretAccessKey
      ? {
          credentials: {
            accessKeyId: config.accessKeyId,
            secretAccessKey: config.secretAccessKey,
          },
        }
      : {}),
  });
  const Bucket = config.bucket;
  const store: S3MediaStore = {
    kind: 's3',
    config,
    client,
    async put(path, body, contentType, options = {}) {
      if (!isMediaPath(path)) throw new Error(`not a media path: ${path}`);
      const maxBytes = options.maxBytes ?? Infinity;
      const send = (Body: Buffer | Readable, ContentLength: number) =>
        client.send(
          new PutObjectCommand({
            Bucket,
            Key: path,
            Body,
            ContentLength,
            ContentType: contentType,
            // Names are random and never reused, so every copy may be kept for a year.
            CacheControl: 'public, max-age=31536000, immutable',
          }),
        );
      if (Buffer.isBuffer(body)) {
        if (body.length > maxBytes) throw new MediaTooLargeError(`more than ${maxBytes} bytes`);
        await send(body, body.length);
        return body.length;
      }
      // A PUT needs the length first: the stream is spooled to a temporary file, so the bucket
      // never sees an object that went past the limit or was cut short.
      const spooled = await spoolToTempFile(body, maxBytes);
      try {
        await send(createReadStream(spooled.file), spooled.size);
        return spooled.size;
      } finally {
        await spooled.remove();
      }
    },
    async read(path) {
      const found = await store.get(path);
      if (!found) throw new Error(`no media at ${path}`);
      const chunks: Buffer[] = [];
      for await (const chunk of found.body) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    },
    async remove(path) {
      if (!isMediaPath(path)) return;
      await client.send(new DeleteObjectCommand({ Bucket, Key: path }));
    },
    async putFile(path, file, contentType, options = {}) {
      if (!isMediaPath(path)) throw new Error(`not a media path: ${path}`);
      const { size } = await stat(file);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: path,
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      if (options.move) await rm(file, { force: true });
      return size;
    },
    async copyToFile(path, target) {
      const found = await store.get(path);
      if (!found) throw new Error(`no media at ${path}`);
      await pipeline(found.body as Readable, createWriteStream(target));
    },
    async openRead(path) {
      const found = await store.get(path);
      return found ? { body: found.body as Readable, length: found.length } : null;
    },
    async removeFolder(folder) {
      if (!isMediaFolder(folder)) return;
      let token: string | undefined;
      do {
        const listed = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${folder}/`, ContinuationToken: token }),
        );
        const keys = (listed.Contents ?? []).flatMap((item) =>
          item.Key ? [{ Key: item.Key }] : [],
        );
        if (keys.length > 0) {
          await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys } }));
        }
        token = listed.IsTruncated ? listed.NextContinuationToken : undefined;
      } while (token);
    },
    async get(path) {
      if (!isMediaPath(path)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: path }));
        if (!object.Body) return null;
        return {
          body: object.Body as NodeJS.ReadableStream,
          contentType: object.ContentType,
          length: object.ContentLength,
        };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') {
          return null;
        }
        throw error;
      }
    },
  };
  return store;
}
