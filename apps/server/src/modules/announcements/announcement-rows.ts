import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { announcements } from '../../db/schema/community.ts';
import type { AnnouncementRow } from './announcement-presenter.ts';

const author = alias(users, 'author');
const instructor = alias(users, 'instructor');

const rowColumns = {
  id: announcements.id,
  courseId: announcements.courseId,
  title: announcements.title,
  content: announcements.content,
  createdAt: announcements.createdAt,
  updatedAt: announcements.updatedAt,
  courseTitle: courses.title,
  // The author's name; the course's instructor once the author's account is gone.
  authorFirstName: sql<string | null>`coalesce(${author.firstName}, ${instructor.firstName})`,
  authorLastName: sql<string | null>`coalesce(${author.lastName}, ${instructor.lastName})`,
};

/** Announcements with their course title and author's name, as every list and mail shows them. */
export function selectRows(db: Db) {
  return db
    .select(rowColumns)
    .from(announcements)
    .innerJoin(courses, eq(courses.id, announcements.courseId))
    .innerJoin(instructor, eq(instructor.id, courses.instructorId))
    .leftJoin(author, eq(author.id, announcements.authorId));
}

/** One announcement with its course title and author, as lists show it; null when gone. */
export async function findAnnouncementRow(db: Db, id: number): Promise<AnnouncementRow | null> {
  const [row] = await selectRows(db).where(eq(announcements.id, id));
  return row ?? null;
}
