import { asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { categories, courses } from '../../db/schema/catalogue.ts';
import type { PageWindow } from '../../lib/pagination.ts';
import type { InstructorCourseRow } from './course-presenter.ts';

const listColumns = {
  id: courses.id,
  title: courses.title,
  description: courses.description,
  price: courses.price,
  categoryId: courses.categoryId,
  categoryName: categories.name,
  thumbnail: courses.thumbnail,
  createdAt: courses.createdAt,
  updatedAt: courses.updatedAt,
  status: courses.status,
  studentsCount: courses.studentsCount,
  lessonsCount: courses.lessonsCount,
  instructorFirstName: users.firstName,
  instructorLastName: users.lastName,
};

/**
 * GET /api/instructor-courses/: newest first, one query with category and instructor joined.
 * `instructorId` null lists every course (staff). Without a window the whole list is answered.
 */
export async function listInstructorCourses(
  db: Db,
  instructorId: number | null,
  window?: PageWindow,
): Promise<{ rows: InstructorCourseRow[]; count: number }> {
  const where: SQL | undefined =
    instructorId === null ? undefined : eq(courses.instructorId, instructorId);
  const query = db
    .select(listColumns)
    .from(courses)
    .innerJoin(categories, eq(categories.id, courses.categoryId))
    .innerJoin(users, eq(users.id, courses.instructorId))
    .where(where)
    .orderBy(desc(courses.createdAt), desc(courses.id));
  if (!window) {
    const rows = await query;
    return { rows, count: rows.length };
  }
  const [rows, [total]] = await Promise.all([
    query.limit(window.limit).offset(window.offset),
    db.select({ total: count() }).from(courses).where(where),
  ]);
  return { rows, count: total?.total ?? 0 };
}

/** GET /api/instructor-course/{id}/: the course with its whole tree in one relational query. */
export async function findCourseTree(db: Db, courseId: number) {
  return db.query.courses.findFirst({
    where: eq(courses.id, courseId),
    columns: {
      id: true,
      title: true,
      description: true,
      price: true,
      categoryId: true,
      status: true,
      thumbnail: true,
      resubmitAfterRelease: true,
    },
    with: {
      category: { columns: { name: true } },
      outcomes: { orderBy: (t) => [asc(t.position), asc(t.id)] },
      prerequisites: { orderBy: (t) => [asc(t.position), asc(t.id)] },
      modules: {
        orderBy: (t) => [asc(t.position), asc(t.id)],
        with: {
          lessons: {
            orderBy: (t) => [asc(t.position), asc(t.id)],
            with: {
              videos: { orderBy: (t) => [asc(t.position), asc(t.id)] },
              resources: { orderBy: (t) => [asc(t.position), asc(t.id)] },
            },
          },
        },
      },
    },
  });
}

export type CourseTree = NonNullable<Awaited<ReturnType<typeof findCourseTree>>>;
