import type { Db } from '../db/client.ts';
import {
  categories as categoriesTable,
  courseOutcomes,
  coursePrerequisites,
  coursePriceTiers,
  courses as coursesTable,
} from '../db/schema/catalogue.ts';
import { courseNotes } from '../db/schema/learning.ts';
import { categories } from './content/categories.ts';
import { courses } from './content/courses.ts';
import type { DemoClock } from './demo-clock.ts';

/**
 * Inserts the six categories, every course with its explicit id, and the parts of a course that
 * hang off it directly: outcomes, prerequisites, group price tiers and instructor notes.
 * Counters start at zero and are filled from the inserted rows at the end of the seed.
 */
export async function insertCatalogue(tx: Db, clock: DemoClock): Promise<void> {
  await tx.insert(categoriesTable).values(
    categories.map((category, index) => ({
      id: category.id,
      name: category.name,
      nameBn: category.nameBn,
      slug: category.slug,
      position: index + 1,
    })),
  );

  await tx.insert(coursesTable).values(
    courses.map((course) => {
      const createdAt = clock.daysAgo(course.createdDaysAgo);
      return {
        id: course.id,
        title: course.title,
        description: course.description,
        overview: course.overview,
        price: course.price,
        categoryId: course.categoryId,
        instructorId: course.instructorId,
        status: course.status,
        badge: course.badge,
        badgeText: course.badgeText,
        enrollmentOpen: course.isEnrollmentOpen,
        classCode: course.classCode,
        createdAt,
        updatedAt: createdAt,
        publishedAt: course.status === 'published' ? createdAt : null,
      };
    }),
  );

  const outcomes = courses.flatMap((course) =>
    course.outcomes.map((title, index) => ({ courseId: course.id, title, position: index + 1 })),
  );
  const prerequisites = courses.flatMap((course) =>
    course.prerequisites.map((title, index) => ({
      courseId: course.id,
      title,
      position: index + 1,
    })),
  );
  const tiers = courses.flatMap((course) =>
    course.groupTiers.map((tier) => ({ courseId: course.id, ...tier })),
  );
  const notes = courses.flatMap((course) =>
    course.notes.map((note, index) => {
      // A day apart after the course was created, so "newest first" has a stable order.
      const createdAt = clock.daysAgo(course.createdDaysAgo - 1 - index);
      return {
        courseId: course.id,
        authorId: course.instructorId,
        title: note.title,
        bodyHtml: note.body,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );

  // drizzle rejects an insert without rows, and a trimmed demo may leave any of these empty.
  if (outcomes.length > 0) await tx.insert(courseOutcomes).values(outcomes);
  if (prerequisites.length > 0) await tx.insert(coursePrerequisites).values(prerequisites);
  if (tiers.length > 0) await tx.insert(coursePriceTiers).values(tiers);
  if (notes.length > 0) await tx.insert(courseNotes).values(notes);
}
