import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@academy/contract/roles';
import type { S3Config } from '../config.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { startTestBucket, type TestBucket } from '../test/s3-bucket.ts';
import { MediaTooLargeError } from './media-store.ts';
import { authHeader, createUser } from '../test/factories.ts';

const BUCKET = 'academy-media';
let bucket: TestBucket;
let s3: S3Config;
let client: S3Client;
let testApp: TestApp;
let redirecting: TestApp;

beforeAll(async () => {
  bucket = await startTestBucket(BUCKET);
  ({ s3, client } = bucket);
  const { endpoint } = s3;
  testApp = await createTestApp({ config: { s3 } });
  redirecting = await createTestApp({
    config: { s3: { ...s3, publicUrl: `${endpoint}/${BUCKET}` } },
  });
});
afterAll(async () => {
  await testApp?.close();
  await redirecting?.close();
  await bucket?.close();
});

async function uploadAvatar(app: TestApp, user: { id: number; role: Role }) {
  const picture = await sharp({
    create: { width: 400, height: 300, channels: 3, background: { r: 30, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('first_name', 'Sadia');
  form.append('last_name', 'Rahman');
  form.append(
    'profile_picture',
    new Blob([new Uint8Array(picture)], { type: 'image/png' }),
    'me.png',
  );
  const request = new Request('http://local/', { method: 'PUT', body: form });
  const response = await app.app.inject({
    method: 'PUT',
    url: '/api/accounts/update/',
    headers: {
      ...(await authHeader(app.app, user)),
      'content-type': request.headers.get('content-type')!,
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(response.statusCode).toBe(200);
  return response.json().profile_picture as string;
}

const exists = (key: string) =>
  client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key })).then(
    () => true,
    () => false,
  );

describe('media on S3-compatible storage', () => {
  it('stores an avatar in the bucket, serves it through /media/ with long caching, and removes a replaced one', async () => {
    const user = await createUser(testApp.app.db);
    const first = await uploadAvatar(testApp, user);
    expect(first).toMatch(/^\/media\/avatars\/[0-9a-f]{32}\.webp$/);
    const key = first.replace('/media/', '');

    const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(object.ContentType).toBe('image/webp');
    const stored = Buffer.from(await object.Body!.transformToByteArray());
    expect(await sharp(stored).metadata()).toMatchObject({
      format: 'webp',
      width: 256,
      height: 256,
    });
    expect(existsSync(join(testApp.config.dataDir, 'media', key))).toBe(false);

    const served = await testApp.app.inject({ method: 'GET', url: first });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(stored)).toBe(true);

    const second = await uploadAvatar(testApp, user);
    expect(second).not.toBe(first);
    expect(await exists(second.replace('/media/', ''))).toBe(true);
    expect(await exists(key)).toBe(false);
    const gone = await testApp.app.inject({ method: 'GET', url: first });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['cache-control']).toBeUndefined();
  });

  it('refuses paths that are not media names', async () => {
    for (const url of ['/media/../secret', '/media/avatars/%2e%2e/x.webp', '/media/avatars/']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('redirects to the public bucket URL when S3_PUBLIC_URL is set', async () => {
    const user = await createUser(redirecting.app.db);
    const picture = await uploadAvatar(redirecting, user);
    const key = picture.replace('/media/', '');
    const response = await redirecting.app.inject({ method: 'GET', url: picture });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`${s3.endpoint}/${BUCKET}/${key}`);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const fetched = await fetch(response.headers.location as string);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('image/webp');
  });

  it('keeps a course thumbnail and its card copy in the bucket', async () => {
    const thumbnail = await sharp({
      create: { width: 1280, height: 720, channels: 3, background: { r: 200, g: 120, b: 30 } },
    })
      .png()
      .toBuffer();
    const { storeThumbnail } = await import('../modules/authoring/thumbnail-service.ts');
    const path = await storeThumbnail(testApp.app.media, thumbnail);
    expect(await exists(path)).toBe(true);
    expect(await exists(path.replace('.webp', '-card.webp'))).toBe(true);
  });
});

describe('a stream put into the bucket', () => {
  it('is stored whole within its limit, and not at all past it', async () => {
    const media = testApp.app.media;
    const body = Buffer.alloc(300 * 1024, 0x61);
    const size = await media.put('submissions/streamed.py', Readable.from([body]), 'text/plain', {
      maxBytes: body.length,
    });
    expect(size).toBe(body.length);
    expect((await media.read('submissions/streamed.py')).equals(body)).toBe(true);

    await expect(
      media.put('submissions/too-big.py', Readable.from([body, Buffer.from('!')]), 'text/plain', {
        maxBytes: body.length,
      }),
    ).rejects.toBeInstanceOf(MediaTooLargeError);
    await expect(
      client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'submissions/too-big.py' })),
    ).rejects.toThrow();
  });
});
