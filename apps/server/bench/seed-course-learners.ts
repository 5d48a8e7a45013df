import type { Db } from '../src/db/client.ts';
import { users } from '../src/db/schema/accounts.ts';
import { categories, courses } from '../src/db/schema/catalogue.ts';
import { enrollments } from '../src/db/schema/enrolment.ts';
import { hashPassword } from '../src/lib/passwords.ts';

export type CourseWithLearners = { instructorId: number; courseId: number; learnerIds: number[] };

/** Rows per insert statement: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 500;

/**
 * One published course, its instructor and `learners` verified learners enrolled in it, written
 * straight to the database (the load benches measure what learners do, not their sign-ups).
 */
export async function seedCourseWithLearners(
  db: Db,
  learners: number,
): Promise<CourseWithLearners> {
  const passwordHash = await hashPassword('Bench#2026');
  const [category] = await db
    .insert(categories)
    .values({ name: 'Biostatistics', slug: 'biostatistics', position: 1 })
    .returning({ id: categories.id });
  const [instructor] = await db
    .insert(users)
    .values({
      email: 'bench-instructor@academy.test',
      passwordHash,
      firstName: 'Farhana',
      lastName: 'Islam',
      role: 'instructor',
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  const [course] = await db
    .insert(courses)
    .values({
      title: 'Biostatistics for Clinicians, Batch 8',
      description: 'Hypothesis tests, confidence intervals and regression for clinical research.',
      price: '0.00',
      categoryId: category!.id,
      instructorId: instructor!.id,
      status: 'published',
      classCode: 'BATCH-8',
    })
    .returning({ id: courses.id });
  const learnerIds: number[] = [];
  for (let start = 0; start < learners; start += CHUNK) {
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: Math.min(CHUNK, learners - start) }, (_, offset) => {
          const index = start + offset + 1;
          return {
            email: `bench.learner.${index}@academy.test`,
            passwordHash,
            firstName: 'Bench',
            lastName: `Learner ${index}`,
            emailVerifiedAt: new Date(),
          };
        }),
      )
      .returning({ id: users.id });
    await db
      .insert(enrollments)
      .values(
        rows.map((row) => ({ userId: row.id, courseId: course!.id, source: 'admin' as const })),
      );
    learnerIds.push(...rows.map((row) => row.id));
  }
  return { instructorId: instructor!.id, courseId: course!.id, learnerIds };
}
