import sharp from 'sharp';
import type { CourseFormInput } from '@academy/contract/authoring';
import type { Db } from '../../db/client.ts';
import { enrollments } from '../../db/schema/enrolment.ts';
import { lessonProgress } from '../../db/schema/learning.ts';

// Test-only builders shared by the authoring and announcements test files.

/** A complete course form as the web sends it, with two modules. */
export function sampleCourseForm(
  categoryId: number,
  overrides: Partial<CourseFormInput> = {},
): CourseFormInput {
  return {
    title: 'Survival Analysis for Clinicians',
    description: 'Kaplan-Meier curves, Cox models and their pitfalls, with R.',
    price: 4500.5,
    category_id: categoryId,
    outcomes: [{ outcome_title: 'Fit a Cox model' }, { outcome_title: 'Read a hazard ratio' }],
    prerequisites: [{ prerequisite_title: 'Basic statistics' }],
    modules: [
      {
        title: 'Foundations',
        order: 1,
        lessons: [
          {
            title: 'Censoring',
            order: 1,
            duration: 20,
            videos: [
              { video_title: 'What is censoring', video_link: 'https://videos.example.org/1' },
            ],
            resources: [
              { resource_title: 'Slides', resource_link: 'https://files.example.org/slides.pdf' },
            ],
          },
          { title: 'Kaplan-Meier', order: 2, duration: 30, videos: [], resources: [] },
        ],
      },
      {
        title: 'Models',
        order: 2,
        lessons: [{ title: 'Cox regression', order: 1, duration: 40, videos: [], resources: [] }],
      },
    ],
    ...overrides,
  };
}

/** A real image of the given size, made by sharp. */
export async function makeImage(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp' = 'png',
): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } },
  })
    .toFormat(format)
    .toBuffer();
}

/** A multipart/form-data body with one file part. */
export function multipartBody(
  field: string,
  file: { name: string; type: string; bytes: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----academy${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\n` +
      `Content-Type: ${file.type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file.bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Enrols a learner (free source) at a given moment. */
export async function enrol(db: Db, userId: number, courseId: number, enrolledAt = new Date()) {
  const [row] = await db
    .insert(enrollments)
    .values({ userId, courseId, source: 'free', enrolledAt })
    .returning();
  return row!;
}

/** Marks lessons done for a learner. */
export async function completeLessons(
  db: Db,
  userId: number,
  courseId: number,
  lessonIds: number[],
) {
  if (lessonIds.length === 0) return;
  await db
    .insert(lessonProgress)
    .values(lessonIds.map((lessonId) => ({ userId, courseId, lessonId })));
}
