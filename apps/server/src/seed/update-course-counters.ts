import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { courses } from '../db/schema/catalogue.ts';
import { lessons } from '../db/schema/course-content.ts';
import { enrollments } from '../db/schema/enrolment.ts';
import { reviews } from '../db/schema/learning.ts';

/**
 * Fills the denormalised counters of every course from the rows now in the database, so they
 * agree with what the services would have counted had each row been added through the app.
 * Subqueries name their tables with aliases: inside an UPDATE an unqualified `id` would be ambiguous.
 */
export async function updateCourseCounters(tx: Db): Promise<void> {
  await tx.update(courses).set({
    studentsCount: sql`(select count(*)::int from ${enrollments} e where e.course_id = ${courses.id})`,
    lessonsCount: sql`(select count(*)::int from ${lessons} l where l.course_id = ${courses.id})`,
    totalMinutes: sql`(select coalesce(sum(l.duration_minutes), 0)::int from ${lessons} l where l.course_id = ${courses.id})`,
    ratingCount: sql`(select count(*)::int from ${reviews} r where r.course_id = ${courses.id})`,
    ratingAvg: sql`(select round(avg(r.rating)::numeric, 2) from ${reviews} r where r.course_id = ${courses.id})`,
  });
}
