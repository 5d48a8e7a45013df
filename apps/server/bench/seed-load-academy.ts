import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Role } from '@academy/contract/roles';
import type { Db } from '../src/db/client.ts';
import { users } from '../src/db/schema/accounts.ts';
import { courses } from '../src/db/schema/catalogue.ts';
import { forumTopics } from '../src/db/schema/community.ts';
import { lessons } from '../src/db/schema/course-content.ts';
import { enrollments } from '../src/db/schema/enrolment.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { demoPassword } from '../src/seed/content/people.ts';
import { seedDemo } from '../src/seed/seed-demo.ts';
import { updateCourseCounters } from '../src/seed/update-course-counters.ts';

/** Courses each extra learner is enrolled in. */
const COURSES_PER_LEARNER = 3;

export type LoadAccount = { email: string; role: Role; courseIds: number[] };

/** What the virtual users need to know about the academy they load. */
export type LoadAcademy = {
  /** The demo admin, the demo instructor, then learners; all sign in with `demoPassword`. */
  accounts: LoadAccount[];
  /** Published courses (detail pages). */
  courseIds: number[];
  /** Lessons of every published course, in order. */
  lessonIdsByCourse: Map<number, number[]>;
  /** Published, open, priced courses: what a learner can pay for. */
  paidCourseIds: number[];
  forumTopicIds: number[];
};

/**
 * Seeds the demo academy (the app's own seed) and enough extra learners, verified and enrolled in
 * a few courses each, that `userCount` accounts can sign in: the admin, the instructor and learners.
 */
export async function seedLoadAcademy(db: Db, userCount: number): Promise<LoadAcademy> {
  await seedDemo(db);
  const published = await db
    .select({ id: courses.id, price: courses.price, open: courses.enrollmentOpen })
    .from(courses)
    .where(eq(courses.status, 'published'))
    .orderBy(asc(courses.id));
  const courseIds = published.map((course) => course.id);
  const lessonRows = await db
    .select({ id: lessons.id, courseId: lessons.courseId })
    .from(lessons)
    .where(inArray(lessons.courseId, courseIds))
    .orderBy(asc(lessons.courseId), asc(lessons.position));
  const lessonIdsByCourse = new Map<number, number[]>();
  for (const row of lessonRows) {
    lessonIdsByCourse.set(row.courseId, [...(lessonIdsByCourse.get(row.courseId) ?? []), row.id]);
  }

  const demoLearners = await learnerEmails(db);
  await insertExtraLearners(
    db,
    Math.max(0, userCount - 2 - demoLearners.length),
    courseIds.filter((id) => lessonIdsByCourse.has(id)),
  );
  await updateCourseCounters(db);

  const learners = (await learnerEmails(db)).slice(0, Math.max(0, userCount - 2));
  const enrolled = await db
    .select({ email: users.email, courseId: enrollments.courseId })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId));
  const [instructor] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'instructor@academy.test'));
  const taught = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.instructorId, instructor!.id));
  const coursesOf = (email: string) =>
    enrolled.filter((row) => row.email === email).map((row) => row.courseId);
  const topics = await db.select({ id: forumTopics.id }).from(forumTopics);

  return {
    accounts: [
      { email: 'admin@academy.test', role: 'admin', courseIds: [] },
      { email: 'instructor@academy.test', role: 'instructor', courseIds: taught.map((c) => c.id) },
      ...learners.map((email) => ({
        email,
        role: 'learner' as const,
        courseIds: coursesOf(email),
      })),
    ],
    courseIds,
    lessonIdsByCourse,
    paidCourseIds: published
      .filter((course) => course.open && Number(course.price) > 0)
      .map((course) => course.id),
    forumTopicIds: topics.map((topic) => topic.id),
  };
}

async function learnerEmails(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'learner'), isNotNull(users.emailVerifiedAt)))
    .orderBy(asc(users.id));
  return rows.map((row) => row.email);
}

/** Learners `load.learner.N@academy.test`, enrolled by staff in courses taken in turn. */
async function insertExtraLearners(db: Db, count: number, courseIds: number[]): Promise<void> {
  if (count === 0) return;
  const passwordHash = await hashPassword(demoPassword);
  const now = new Date();
  const inserted = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        email: `load.learner.${index + 1}@academy.test`,
        passwordHash,
        firstName: 'Load',
        lastName: `Learner ${index + 1}`,
        phone: `017${String(10_000_000 + index).padStart(8, '0')}`,
        emailVerifiedAt: now,
      })),
    )
    .returning({ id: users.id });
  await db.insert(enrollments).values(
    inserted.flatMap((user, index) =>
      Array.from({ length: Math.min(COURSES_PER_LEARNER, courseIds.length) }, (_, offset) => ({
        userId: user.id,
        courseId: courseIds[(index + offset) % courseIds.length]!,
        source: 'admin' as const,
      })),
    ),
  );
}
