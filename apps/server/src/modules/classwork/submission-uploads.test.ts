import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountMessages } from '@academy/contract/accounts';
import { assignmentMessages } from '@academy/contract/assignments';
import { enrolmentMessages } from '@academy/contract/enrolment';
import { uploadMessages } from '@academy/contract/uploads';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createCourse, createUser, enrolIn } from '../../test/factories.ts';
import { streamedMultipart } from '../../test/multipart.ts';
import type { TestUser } from '../learning/learning-test-helpers.ts';
import {
  createAssignmentAs,
  notebookAssignment,
  notebookBytes,
  submitFileAs,
} from './assignment-test-helpers.ts';

// Uploads are authorised before their body is read, streamed into the store, and capped at two
// in progress per user (docs/rules.md, Uploads).

let testApp: TestApp;
const app = () => testApp.app;
const db = () => testApp.app.db;
let instructor: TestUser;
let learner: TestUser;
let classmate: TestUser;
let stranger: TestUser;
let assignmentId: number;
let draftId: number;
let courseId: number;

const MB = 1024 * 1024;

beforeAll(async () => {
  const now = new Date('2026-11-28T10:00:00+06:00');
  testApp = await createTestApp({ services: { clock: { now: () => now } } });
  instructor = await createUser(db(), { role: 'instructor' });
  learner = await createUser(db());
  classmate = await createUser(db());
  stranger = await createUser(db());
  courseId = (await createCourse(db(), { instructorId: instructor.id })).id;
  await enrolIn(db(), learner.id, courseId);
  await enrolIn(db(), classmate.id, courseId);
  assignmentId = await createAssignmentAs(app(), instructor, courseId, notebookAssignment());
  draftId = await createAssignmentAs(
    app(),
    instructor,
    courseId,
    notebookAssignment({ is_published: false }),
  );
}, 30_000);
afterAll(() => testApp.close());

type Body = ReturnType<typeof streamedMultipart>;

async function upload(user: TestUser, id: number, body: Body) {
  return app().inject({
    method: 'POST',
    url: `/api/assignments/${id}/submissions/`,
    headers: { ...(await authHeader(app(), user)), 'content-type': body.contentType },
    payload: body.payload,
  });
}

const bigFile = (size = 15 * MB, holdAfter?: number) =>
  streamedMultipart({ field: 'file', filename: 'model.py', size, holdAfter });

const storedSubmissions = async () =>
  readdir(join(testApp.config.dataDir, 'media', 'submissions')).catch(() => []);

describe('an upload that is refused', () => {
  it('is refused before its 15 MB body is read', async () => {
    const cases = [
      { user: stranger, id: assignmentId, status: 403, detail: enrolmentMessages.notEnrolled },
      { user: instructor, id: assignmentId, status: 403, detail: assignmentMessages.notEnrolled },
      { user: learner, id: 999_999, status: 404, detail: 'Not found.' },
      { user: learner, id: draftId, status: 404, detail: 'Not found.' },
    ];
    for (const { user, id, status, detail } of cases) {
      const body = bigFile();
      const response = await upload(user, id, body);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ detail });
      // What the request stream buffers ahead, never the file.
      expect(body.pulled()).toBeLessThan(MB);
    }
    expect(await storedSubmissions()).toEqual([]);
  });

  it('keeps nothing of a file past 20 MB, refused as it streams', async () => {
    const response = await upload(learner, assignmentId, bigFile(20 * MB + 1));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ file: [assignmentMessages.fileTooLarge] });
    expect(await storedSubmissions()).toEqual([]);
  });
});

describe('an upload that is taken', () => {
  it('streams a 15 MB file into the store', async () => {
    const body = bigFile();
    const response = await upload(learner, assignmentId, body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ file_name: 'model.py', file_size: 15 * MB });
    expect(await storedSubmissions()).toHaveLength(1);
  });

  it('lets a user have two uploads in progress and answers a third 429, on any upload route', async () => {
    // Past what the request stream buffers ahead: the server is reading these two.
    const holdAfter = 2 * MB;
    const first = bigFile(4 * MB, holdAfter);
    const second = bigFile(4 * MB, holdAfter);
    const firstAnswer = upload(classmate, assignmentId, first);
    const secondAnswer = upload(classmate, assignmentId, second);
    await vi.waitFor(() => {
      expect(first.pulled()).toBeGreaterThanOrEqual(holdAfter);
      expect(second.pulled()).toBeGreaterThanOrEqual(holdAfter);
    });

    const third = await upload(classmate, assignmentId, bigFile(MB));
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ detail: uploadMessages.tooManyAtOnce });
    const picture = streamedMultipart({ field: 'profile_picture', filename: 'me.png', size: MB });
    const profile = await app().inject({
      method: 'PUT',
      url: '/api/accounts/update/',
      headers: { ...(await authHeader(app(), classmate)), 'content-type': picture.contentType },
      payload: picture.payload,
    });
    expect(profile.statusCode).toBe(429);
    expect(profile.json()).toEqual({ detail: uploadMessages.tooManyAtOnce });
    // Someone else's uploads are their own.
    const other = await submitFileAs(app(), learner, assignmentId, {
      bytes: notebookBytes(),
      filename: 'other.ipynb',
      type: 'application/octet-stream',
    });
    expect(other.statusCode).toBe(201);

    first.release();
    second.release();
    expect((await firstAnswer).statusCode).toBe(201);
    expect((await secondAnswer).statusCode).toBe(201);
    expect((await upload(classmate, assignmentId, bigFile(MB))).statusCode).toBe(201);
  });
});

describe('pictures and thumbnails', () => {
  // The image routes spool their file to the system's temporary folder: this file's own, here.
  let spoolRoot: string;
  let systemTmp: string | undefined;
  beforeAll(async () => {
    systemTmp = process.env.TMPDIR;
    spoolRoot = await mkdtemp(join(tmpdir(), 'academy-spool-test-'));
    process.env.TMPDIR = spoolRoot;
  });
  afterAll(async () => {
    if (systemTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = systemTmp;
    await rm(spoolRoot, { recursive: true, force: true });
  });

  /** Bytes in the spooled files now in the temporary folder. */
  async function spooled(): Promise<number[]> {
    const sizes: number[] = [];
    for (const folder of await readdir(spoolRoot)) {
      for (const file of await readdir(join(spoolRoot, folder))) {
        sizes.push((await stat(join(spoolRoot, folder, file))).size);
      }
    }
    return sizes;
  }

  async function putProfile(user: TestUser, body: Body) {
    return app().inject({
      method: 'PUT',
      url: '/api/accounts/update/',
      headers: { ...(await authHeader(app(), user)), 'content-type': body.contentType },
      payload: body.payload,
    });
  }

  it('writes a picture to disk as it arrives and removes it once answered', async () => {
    const holdAfter = 3 * MB;
    const picture = streamedMultipart({
      field: 'profile_picture',
      filename: 'me.png',
      size: 4 * MB,
      holdAfter,
    });
    const answer = putProfile(learner, picture);
    await vi.waitFor(async () => {
      expect(picture.pulled()).toBeGreaterThanOrEqual(holdAfter);
      // What was pulled is on disk, less what the request stream buffers ahead.
      expect((await spooled())[0]).toBeGreaterThanOrEqual(2 * MB);
    });
    picture.release();
    const response = await answer;
    // The form has no names: refused after reading, and the spooled picture removed.
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['first_name', 'last_name']);
    expect(await spooled()).toEqual([]);
  });

  it('leaves nothing behind for a picture or a thumbnail over 5 MB', async () => {
    const picture = streamedMultipart({
      field: 'profile_picture',
      filename: 'me.png',
      size: 5 * MB + 1,
    });
    const refused = await putProfile(learner, picture);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ profile_picture: [accountMessages.pictureTooLarge] });

    const thumbnail = streamedMultipart({
      field: 'thumbnail',
      filename: 't.png',
      size: 5 * MB + 1,
    });
    const tooLarge = await app().inject({
      method: 'PUT',
      url: `/api/edit-course/${courseId}/`,
      headers: { ...(await authHeader(app(), instructor)), 'content-type': thumbnail.contentType },
      payload: thumbnail.payload,
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(await spooled()).toEqual([]);
  });
});
