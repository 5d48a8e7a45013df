import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { courseModules, lessons } from '../../db/schema/course-content.ts';
import type { createUser } from '../../test/factories.ts';
import { authHeader, createCourse } from '../../test/factories.ts';

// Test-only builders shared by the learning test files.

export type TestUser = Awaited<ReturnType<typeof createUser>>;

/** A published course with one module of `lessonCount` lessons (10 minutes each). */
export async function createCourseWithLessons(
  db: Db,
  lessonCount: number,
  input: Parameters<typeof createCourse>[1] = {},
) {
  const course = await createCourse(db, input);
  const [module] = await db
    .insert(courseModules)
    .values({ courseId: course.id, title: 'Module 1', position: 1 })
    .returning();
  const rows =
    lessonCount === 0
      ? []
      : await db
          .insert(lessons)
          .values(
            Array.from({ length: lessonCount }, (_, index) => ({
              moduleId: module!.id,
              courseId: course.id,
              title: `Lesson ${index + 1}`,
              position: index + 1,
              durationMinutes: 10,
            })),
          )
          .returning();
  return { course, lessonIds: rows.map((row) => row.id) };
}

/** `app.inject` as a given user (or a visitor when `user` is null). */
export async function injectAs(
  app: FastifyInstance,
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: user ? await authHeader(app, user) : {},
    ...(payload === undefined ? {} : { payload }),
  });
}
