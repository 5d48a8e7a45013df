import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalMediaStore } from './media-store.ts';
import { deleteMedia, mediaUrl, storeImage, UnsupportedImageError } from './media-storage.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'academy-media-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: '#3366ccff' } })
    .png()
    .toBuffer();

describe('media storage', () => {
  it('re-encodes an accepted image as WebP within the box and names it randomly', async () => {
    const path = await storeImage(createLocalMediaStore(root), await png(1600, 900), {
      folder: 'thumbnails',
      accept: ['png'],
      width: 1280,
      height: 720,
      fit: 'inside',
    });
    expect(path).toMatch(/^thumbnails\/[0-9a-f]{32}\.webp$/);
    const meta = await sharp(await readFile(join(root, path))).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1280, height: 720 });
    expect(mediaUrl(path)).toBe(`/media/${path}`);
    expect(mediaUrl(null)).toBeNull();
  });

  it('refuses formats it was not asked to accept and bytes that are no image', async () => {
    const options = {
      folder: 'x',
      accept: ['jpeg'] as const,
      width: 10,
      height: 10,
      fit: 'cover' as const,
    };
    await expect(
      storeImage(createLocalMediaStore(root), await png(20, 20), options),
    ).rejects.toBeInstanceOf(UnsupportedImageError);
    await expect(
      storeImage(createLocalMediaStore(root), Buffer.from('%PDF-1.7'), options),
    ).rejects.toBeInstanceOf(UnsupportedImageError);
    expect(existsSync(join(root, 'x'))).toBe(false);
  });

  it('deletes inside the media root only', async () => {
    const outside = join(root, '..', `outside-${Date.now()}.txt`);
    await writeFile(outside, 'keep me');
    await deleteMedia(createLocalMediaStore(root), `../${outside.split('/').pop()}`);
    expect(existsSync(outside)).toBe(true);
    await rm(outside);

    await writeFile(join(root, 'old.webp'), 'x');
    await deleteMedia(createLocalMediaStore(root), 'old.webp');
    expect(existsSync(join(root, 'old.webp'))).toBe(false);
    await expect(deleteMedia(createLocalMediaStore(root), 'missing.webp')).resolves.toBeUndefined();
  });
});
