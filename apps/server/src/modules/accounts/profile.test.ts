import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createUser } from '../../test/factories.ts';
import { multipart, type Part } from '../../test/multipart.ts';
import { uniqueEmail } from './accounts-test-helpers.ts';

let testApp: TestApp;
let mediaDir: string;
beforeAll(async () => {
  testApp = await createTestApp();
  mediaDir = join(testApp.config.dataDir, 'media');
});
afterAll(() => testApp.close());

async function update(user: { id: number; role: 'learner' }, fields: Record<string, Part>) {
  const { payload, contentType } = await multipart(fields);
  return testApp.app.inject({
    method: 'PUT',
    url: '/api/accounts/update/',
    headers: { ...(await authHeader(testApp.app, user)), 'content-type': contentType },
    payload,
  });
}

const photo = (format: 'png' | 'jpeg', width = 800, height = 600) => {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } },
  });
  return format === 'png'
    ? image.png().toBuffer()
    : image
        .jpeg()
        .withExif({ IFD0: { Copyright: 'secret-camera-owner' } })
        .toBuffer();
};

async function avatarFiles() {
  return existsSync(join(mediaDir, 'avatars'))
    ? (await readdir(join(mediaDir, 'avatars'))).sort()
    : [];
}

async function newLearner() {
  const user = await createUser(testApp.app.db, {
    email: uniqueEmail(),
    firstName: 'Sadia',
    lastName: 'Rahman',
    bio: 'Resident in internal medicine.',
  });
  return { ...user, role: 'learner' as const };
}

describe('GET /api/accounts/profile/', () => {
  it('answers every profile field for the signed-in user', async () => {
    const user = await newLearner();
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/accounts/profile/',
      headers: await authHeader(testApp.app, user),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      first_name: 'Sadia',
      last_name: 'Rahman',
      email: user.email,
      phone: '01712345678',
      role: 'learner',
      bio: 'Resident in internal medicine.',
      profile_picture: null,
      language: 'en',
      listed_in_class: false,
      live_class_reminders: true,
    });
  });

  it('needs a valid bearer token', async () => {
    const none = await testApp.app.inject({ method: 'GET', url: '/api/accounts/profile/' });
    expect(none.statusCode).toBe(401);
    const bad = await testApp.app.inject({
      method: 'GET',
      url: '/api/accounts/profile/',
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ detail: 'Given token not valid for any token type' });
  });
});

describe('PUT /api/accounts/update/', () => {
  it('turns live class reminders off and on again; a missing field keeps the choice', async () => {
    const user = await newLearner();
    const off = await update(user, {
      first_name: 'Sadia',
      last_name: 'Rahman',
      live_class_reminders: 'false',
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().live_class_reminders).toBe(false);
    const kept = await update(user, { first_name: 'Sadia', last_name: 'Rahman' });
    expect(kept.json().live_class_reminders).toBe(false);
    const [stored] = await testApp.app.db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.liveClassReminders).toBe(false);
    const on = await update(user, {
      first_name: 'Sadia',
      last_name: 'Rahman',
      live_class_reminders: 'true',
    });
    expect(on.json().live_class_reminders).toBe(true);
    const wrong = await update(user, {
      first_name: 'Sadia',
      last_name: 'Rahman',
      live_class_reminders: 'maybe',
    });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json())).toEqual(['live_class_reminders']);
  });

  it('updates names and bio from multipart fields', async () => {
    const user = await newLearner();
    const response = await update(user, {
      first_name: ' Sadia ',
      last_name: 'Karim',
      bio: 'Now a cardiology fellow.',
      language: 'bn',
      listed_in_class: 'true',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      first_name: 'Sadia',
      last_name: 'Karim',
      bio: 'Now a cardiology fellow.',
      language: 'bn',
      profile_picture: null,
      listed_in_class: true,
    });
    const [stored] = await testApp.app.db.select().from(users).where(eq(users.id, user.id));
    expect(stored).toMatchObject({
      lastName: 'Karim',
      bio: 'Now a cardiology fellow.',
      language: 'bn',
      listedInClass: true,
    });

    // A field left out keeps its value; the setting turns off with 'false'.
    const cleared = await update(user, { first_name: 'Sadia', last_name: 'Karim', bio: '' });
    expect(cleared.json()).toMatchObject({ bio: null, listed_in_class: true });
    const unlisted = await update(user, {
      first_name: 'Sadia',
      last_name: 'Karim',
      listed_in_class: 'false',
    });
    expect(unlisted.json()).toMatchObject({ listed_in_class: false });
  });

  it('stores a PNG as a 256×256 WebP under /media/avatars and serves it', async () => {
    const user = await newLearner();
    const response = await update(user, {
      first_name: 'Sadia',
      last_name: 'Rahman',
      bio: '',
      profile_picture: { bytes: await photo('png'), filename: 'me.png', type: 'image/png' },
    });
    expect(response.statusCode).toBe(200);
    const picture: string = response.json().profile_picture;
    expect(picture).toMatch(/^\/media\/avatars\/[0-9a-f]{32}\.webp$/);

    const stored = await readFile(join(mediaDir, picture.replace('/media/', '')));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });

    const served = await testApp.app.inject({ method: 'GET', url: picture });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const [row] = await testApp.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.profilePicture).toBe(picture.replace('/media/', ''));
  });

  it('strips metadata from a JPEG and removes the replaced picture', async () => {
    const user = await newLearner();
    const jpeg = await photo('jpeg', 300, 900);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const first = await update(user, {
      first_name: 'Sadia',
      last_name: 'Rahman',
      profile_picture: { bytes: jpeg, filename: 'portrait.JPG', type: 'image/jpeg' },
    });
    expect(first.statusCode).toBe(200);
    const firstPath = join(mediaDir, first.json().profile_picture.replace('/media/', ''));
    const meta = await sharp(await readFile(firstPath)).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta).toMatchObject({ width: 256, height: 256 });

    const second = await update(user, {
      first_name: 'Sadia',
      last_name: 'Rahman',
      profile_picture: { bytes: await photo('png'), filename: 'new.png', type: 'image/png' },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().profile_picture).not.toBe(first.json().profile_picture);
    expect(existsSync(firstPath)).toBe(false);

    // Without a new file the picture stays.
    const namesOnly = await update(user, { first_name: 'Sadia', last_name: 'Rahman' });
    expect(namesOnly.json().profile_picture).toBe(second.json().profile_picture);
  });

  it('refuses anything that does not decode as JPEG or PNG, whatever its name', async () => {
    const user = await newLearner();
    const before = await avatarFiles();
    const gif = await sharp({
      create: { width: 10, height: 10, channels: 3, background: '#ff0000' },
    })
      .gif()
      .toBuffer();
    for (const picture of [
      {
        bytes: Buffer.from('this is plain text, not an image'),
        filename: 'fake.png',
        type: 'image/png',
      },
      { bytes: gif, filename: 'animated.jpg', type: 'image/jpeg' },
      { bytes: (await photo('png')).subarray(0, 200), filename: 'broken.png', type: 'image/png' },
    ]) {
      const response = await update(user, {
        first_name: 'Sadia',
        last_name: 'Rahman',
        profile_picture: picture,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        profile_picture: ['Please select a JPG, JPEG, or PNG image'],
      });
    }
    const [row] = await testApp.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.profilePicture).toBeNull();
    expect(await avatarFiles()).toEqual(before);
  });

  it('refuses a file over 5 MB', async () => {
    const user = await newLearner();
    const response = await update(user, {
      first_name: 'Sadia',
      last_name: 'Rahman',
      profile_picture: {
        bytes: Buffer.alloc(5 * 1024 * 1024 + 1, 1),
        filename: 'huge.png',
        type: 'image/png',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      profile_picture: ['Please choose an image of at most 5 MB.'],
    });
  });

  it('validates the text fields', async () => {
    const user = await newLearner();
    const response = await update(user, {
      first_name: '',
      bio: 'x'.repeat(1001),
      listed_in_class: 'maybe',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      first_name: ['This field is required.'],
      last_name: ['This field is required.'],
      bio: ['Ensure this field has no more than 1000 characters.'],
      listed_in_class: ['Must be a valid boolean.'],
    });
  });

  it('also takes a JSON body without a picture, and needs a signed-in user', async () => {
    const user = await newLearner();
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/accounts/update/',
      headers: await authHeader(testApp.app, user),
      payload: { first_name: 'Sadia', last_name: 'Haque' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      last_name: 'Haque',
      bio: 'Resident in internal medicine.',
    });
    const anonymous = await testApp.app.inject({
      method: 'PUT',
      url: '/api/accounts/update/',
      payload: { first_name: 'Sadia', last_name: 'Haque' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
