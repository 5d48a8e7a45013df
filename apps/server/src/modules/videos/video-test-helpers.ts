import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { courseModules, lessons } from '../../db/schema/course-content.ts';
import { authHeader } from '../../test/factories.ts';

/** A module with one lesson in the course; answers the lesson. */
export async function createLesson(db: Db, courseId: number, title = 'Lesson with a video') {
  const [module] = await db
    .insert(courseModules)
    .values({ courseId, title: 'Module', position: 1 })
    .returning();
  const [lesson] = await db
    .insert(lessons)
    .values({ courseId, moduleId: module!.id, title, position: 1 })
    .returning();
  return lesson!;
}

const b64 = (value: string) => Buffer.from(value).toString('base64');

/** tus creation headers (Tus-Resumable, Upload-Length, Upload-Metadata). */
export function creationHeaders(size: number, metadata: Record<string, string>) {
  return {
    'tus-resumable': '1.0.0',
    'upload-length': String(size),
    'upload-metadata': Object.entries(metadata)
      .map(([key, value]) => `${key} ${b64(value)}`)
      .join(','),
  };
}

/** Creates a tus upload and sends its bytes in `parts` PATCHes; answers the upload's address. */
export async function uploadVideo(
  app: FastifyInstance,
  user: { id: number; role: 'learner' | 'instructor' | 'admin' },
  lessonId: number,
  file: string | Buffer,
  options: { name?: string; parts?: number } = {},
): Promise<string> {
  const bytes = typeof file === 'string' ? await readFile(file) : file;
  const auth = await authHeader(app, user);
  const created = await app.inject({
    method: 'POST',
    url: '/api/video-uploads/',
    headers: {
      ...auth,
      ...creationHeaders(bytes.length, {
        lesson_id: String(lessonId),
        filename: options.name ?? 'clip.mp4',
      }),
    },
  });
  if (created.statusCode !== 201)
    throw new Error(`creation: ${created.statusCode} ${created.body}`);
  const location = created.headers.location as string;
  const parts = options.parts ?? 1;
  const step = Math.ceil(bytes.length / parts);
  for (let offset = 0; offset < bytes.length; offset += step) {
    const patched = await app.inject({
      method: 'PATCH',
      url: location,
      headers: {
        ...auth,
        'tus-resumable': '1.0.0',
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
      payload: bytes.subarray(offset, offset + step),
    });
    if (patched.statusCode !== 204) throw new Error(`patch: ${patched.statusCode} ${patched.body}`);
  }
  return location;
}
