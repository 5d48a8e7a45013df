import { access, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/schema/catalogue.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createCourse, createUser } from '../../test/factories.ts';
import { makeImage, multipartBody } from './authoring-test-helpers.ts';

type User = Awaited<ReturnType<typeof createUser>>;

let testApp: TestApp;
let instructor: User;
let otherInstructor: User;
let learner: User;
let mediaDir: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.app;
  instructor = await createUser(db, { role: 'instructor' });
  otherInstructor = await createUser(db, { role: 'instructor' });
  learner = await createUser(db);
  mediaDir = join(testApp.config.dataDir, 'media');
});
afterAll(() => testApp.close());

async function upload(
  courseId: number,
  file: { name: string; type: string; bytes: Buffer },
  user: User = instructor,
) {
  const { payload, headers } = multipartBody('thumbnail', file);
  return testApp.app.inject({
    method: 'PUT',
    url: `/api/edit-course/${courseId}/`,
    headers: { ...headers, ...(await authHeader(testApp.app, user)) },
    payload,
  });
}

async function storedThumbnail(courseId: number) {
  const [row] = await testApp.app.db
    .select({ thumbnail: courses.thumbnail })
    .from(courses)
    .where(eq(courses.id, courseId));
  return row!.thumbnail;
}

const thumbnailFiles = async () =>
  (await readdir(join(mediaDir, 'thumbnails')).catch(() => [] as string[])).sort();

describe('PUT /api/edit-course/{id}/ (multipart thumbnail)', () => {
  it('stores a 1280x720 PNG as 1280x720 and 640x360 WebP files without metadata', async () => {
    const course = await createCourse(testApp.app.db, { instructorId: instructor.id });
    const png = await sharp(await makeImage(1280, 720, 'png'))
      .withMetadata({ exif: { IFD0: { Copyright: 'Camera serial 1234' } } })
      .png()
      .toBuffer();
    expect((await sharp(png).metadata()).exif).toBeDefined();
    const response = await upload(course.id, { name: 'cover.png', type: 'image/png', bytes: png });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      course_id: course.id,
      thumbnail: expect.stringMatching(/^\/media\/thumbnails\/[0-9a-f]{32}\.webp$/),
      thumbnail_card: expect.stringMatching(/^\/media\/thumbnails\/[0-9a-f]{32}-card\.webp$/),
    });
    // Stored as the public path, which the catalogue answers as it is.
    const stored = await storedThumbnail(course.id);
    expect(stored).toBe(body.thumbnail);
    const file = (path: string) => join(mediaDir, path.replace(/^\/media\//, ''));

    const large = await sharp(file(stored!)).metadata();
    expect([large.format, large.width, large.height, large.exif]).toEqual([
      'webp',
      1280,
      720,
      undefined,
    ]);
    const card = await sharp(file(body.thumbnail_card)).metadata();
    expect([card.format, card.width, card.height]).toEqual(['webp', 640, 360]);

    // Served from the API's origin under /media/.
    const served = await testApp.app.inject({ method: 'GET', url: body.thumbnail });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/webp');

    // The edit form reads the new path back.
    const detail = await testApp.app.inject({
      method: 'GET',
      url: `/api/instructor-course/${course.id}/`,
      headers: await authHeader(testApp.app, instructor),
    });
    expect(detail.json().thumbnail).toBe(body.thumbnail);
  });

  it('crops a larger 4:3 JPEG to 16:9 and removes the files it replaces', async () => {
    const course = await createCourse(testApp.app.db, { instructorId: instructor.id });
    const first = await upload(course.id, {
      name: 'a.jpg',
      type: 'image/jpeg',
      bytes: await makeImage(1600, 1200, 'jpeg'),
    });
    expect(first.statusCode).toBe(200);
    const firstPath = (await storedThumbnail(course.id))!.replace(/^\/media\//, '');
    const second = await upload(course.id, {
      name: 'b.webp',
      type: 'image/webp',
      bytes: await makeImage(800, 450, 'webp'),
    });
    expect(second.statusCode).toBe(200);
    const secondPath = (await storedThumbnail(course.id))!.replace(/^\/media\//, '');
    expect(secondPath).not.toBe(firstPath);
    await expect(access(join(mediaDir, firstPath))).rejects.toThrow();
    await expect(
      access(join(mediaDir, firstPath.replace('.webp', '-card.webp'))),
    ).rejects.toThrow();
    const metadata = await sharp(join(mediaDir, secondPath)).metadata();
    expect([metadata.width, metadata.height]).toEqual([1280, 720]);
  });

  it('refuses a text file dressed as an image, keeping the course as it was', async () => {
    const course = await createCourse(testApp.app.db, { instructorId: instructor.id });
    const before = await thumbnailFiles();
    const response = await upload(course.id, {
      name: 'cover.png',
      type: 'image/png',
      bytes: Buffer.from('this is not an image at all'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      thumbnail: [
        'Upload a valid image. The file you uploaded was either not an image or a corrupted image.',
      ],
    });
    expect(await storedThumbnail(course.id)).toBeNull();
    expect(await thumbnailFiles()).toEqual(before);
  });

  it('refuses an image smaller than 640x360', async () => {
    const course = await createCourse(testApp.app.db, { instructorId: instructor.id });
    const response = await upload(course.id, {
      name: 'small.png',
      type: 'image/png',
      bytes: await makeImage(639, 360),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ thumbnail: ['The image must be at least 640x360 pixels.'] });
    expect(await storedThumbnail(course.id)).toBeNull();
  });

  it('refuses an image format it does not accept (GIF)', async () => {
    const course = await createCourse(testApp.app.db, { instructorId: instructor.id });
    const gif = await sharp({
      create: { width: 1280, height: 720, channels: 3, background: '#000' },
    })
      .gif()
      .toBuffer();
    const response = await upload(course.id, { name: 'a.gif', type: 'image/gif', bytes: gif });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['thumbnail']);
  });

  it('answers a field error when no file is sent', async () => {
    const course = await createCourse(testApp.app.db, { instructorId: instructor.id });
    const response = await upload(course.id, {
      name: '',
      type: 'image/png',
      bytes: Buffer.alloc(0),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ thumbnail: ['No file was submitted.'] });
  });

  it('refuses files over 5 MB with 413', async () => {
    const course = await createCourse(testApp.app.db, { instructorId: instructor.id });
    const response = await upload(course.id, {
      name: 'huge.png',
      type: 'image/png',
      bytes: Buffer.alloc(5 * 1024 * 1024 + 10, 1),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'Request body is too large.' });
    expect(await storedThumbnail(course.id)).toBeNull();
  });

  it("refuses another instructor's and a learner's upload with 403, storing no file", async () => {
    const course = await createCourse(testApp.app.db, { instructorId: instructor.id });
    const before = await thumbnailFiles();
    const bytes = await makeImage(1280, 720);
    for (const user of [otherInstructor, learner]) {
      const response = await upload(course.id, { name: 'x.png', type: 'image/png', bytes }, user);
      expect(response.statusCode).toBe(403);
    }
    expect(await storedThumbnail(course.id)).toBeNull();
    expect(await thumbnailFiles()).toEqual(before);
  });
});
