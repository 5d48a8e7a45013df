import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { richTextLimits, richTextMessages } from '@academy/contract/rich-text';
import { richTextImages } from '../../db/schema/course-content.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createUser } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0a7' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'Camera serial 1234' } } })
    .png()
    .toBuffer();

async function upload(
  bytes: Buffer,
  user?: Awaited<ReturnType<typeof createUser>>,
  filename = 'plot.png',
) {
  const { payload, contentType } = await multipart({
    image: { bytes, filename, type: 'image/png' },
  });
  return testApp.app.inject({
    method: 'POST',
    url: '/api/rich-text/images/',
    headers: {
      'content-type': contentType,
      ...(user ? await authHeader(testApp.app, user) : {}),
    },
    payload,
  });
}

const storedFiles = async () =>
  readdir(join(testApp.config.dataDir, 'media', 'rich-text')).catch(() => [] as string[]);

describe('POST /api/rich-text/images/', () => {
  it('re-encodes an image as a WebP within 1600 px, without metadata, counted for its uploader', async () => {
    const learner = await createUser(testApp.app.db);
    const response = await upload(await png(3200, 1000), learner);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      url: expect.stringMatching(/^\/media\/rich-text\/[0-9a-f]{32}\.webp$/),
      width: 1600,
      height: 500,
    });
    const file = join(testApp.config.dataDir, body.url.slice(1));
    const stored = await sharp(file).metadata();
    expect(stored.format).toBe('webp');
    expect(stored.exif).toBeUndefined();
    const rows = await testApp.app.db
      .select()
      .from(richTextImages)
      .where(eq(richTextImages.uploadedBy, learner.id));
    expect(rows.map((row) => row.path)).toEqual([body.url.replace('/media/', '')]);
  });

  it('refuses a visitor before reading the upload', async () => {
    const response = await upload(await png(10, 10));
    expect(response.statusCode).toBe(401);
  });

  it('judges the bytes, not the name: a script named .png is refused and nothing is kept', async () => {
    const learner = await createUser(testApp.app.db);
    const before = await storedFiles();
    const response = await upload(Buffer.from('<svg onload="alert(1)"></svg>'), learner, 'x.png');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ image: [richTextMessages.imageUnsupported] });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses an empty form and a file over 5 MB with their messages', async () => {
    const learner = await createUser(testApp.app.db);
    const { payload, contentType } = await multipart({ alt: 'x' });
    const empty = await testApp.app.inject({
      method: 'POST',
      url: '/api/rich-text/images/',
      headers: { 'content-type': contentType, ...(await authHeader(testApp.app, learner)) },
      payload,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ image: [richTextMessages.imageMissing] });
    const big = await upload(Buffer.alloc(richTextLimits.imageMaxBytes + 1, 1), learner);
    expect(big.statusCode).toBe(400);
    expect(big.json()).toEqual({ image: [richTextMessages.imageTooLarge] });
  });

  it('stops a person at 60 images a day', async () => {
    const learner = await createUser(testApp.app.db);
    await testApp.app.db.insert(richTextImages).values(
      Array.from({ length: richTextLimits.imagesPerDay }, (_, index) => ({
        path: `rich-text/quota-${learner.id}-${index}.webp`,
        uploadedBy: learner.id,
      })),
    );
    const response = await upload(await png(10, 10), learner);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ image: [richTextMessages.imageQuota] });
  });
});
