import { and, eq, inArray } from 'drizzle-orm';
import { academyDay } from '@academy/contract/academy-time';
import type { Db } from '../db/client.ts';
import { cohortWaitlist, courseCohorts } from '../db/schema/cohorts.ts';
import { courseModules } from '../db/schema/course-content.ts';
import { enrollments } from '../db/schema/enrolment.ts';
import { courseIds } from './content/courses.ts';
import { userIds } from './content/people.ts';
import type { DemoClock } from './demo-clock.ts';

const COURSE = courseIds.deepLearningImaging;
const { arif, sadia, imran, mithila, farzana } = userIds;

/**
 * Deep Learning for Medical Imaging is taught in batches (docs/rules.md, Cohorts): Batch 1 is
 * running (its two learners enrolled before cohorts, now in it), Batch 2 comes with two seats
 * left, and the weekend batch is full with two people waiting. Its third and fourth modules open
 * on days 35 and 49 of a batch, so Batch 1's learners see them locked with their dates.
 */
export async function insertCohorts(tx: Db, clock: DemoClock): Promise<void> {
  const day = (offset: number) =>
    academyDay(offset < 0 ? clock.daysAgo(-offset) : clock.daysFromNow(offset));
  const batch = (name: string, starts: number, opens: number, closes: number, seats: number) => ({
    courseId: COURSE,
    name,
    startsOn: day(starts),
    endsOn: day(starts + 84),
    enrolmentOpensOn: day(opens),
    enrolmentClosesOn: day(closes),
    seats,
    createdAt: clock.daysAgo(60),
  });
  const [running, coming, weekend] = await tx
    .insert(courseCohorts)
    .values([
      { id: 1, ...batch('Batch 1', -28, -60, -21, 25) },
      { id: 2, ...batch('Batch 2', 14, -7, 10, 3) },
      { id: 3, ...batch('Weekend batch', 21, -7, 17, 2) },
    ])
    .returning({ id: courseCohorts.id });
  await tx
    .update(enrollments)
    .set({ cohortId: running!.id })
    .where(eq(enrollments.courseId, COURSE));
  // Staff enrolled these learners into the coming batches (places kept for a hospital's team).
  await tx.insert(enrollments).values([
    {
      userId: arif,
      courseId: COURSE,
      source: 'admin',
      cohortId: coming!.id,
      enrolledAt: clock.daysAgo(3),
    },
    {
      userId: sadia,
      courseId: COURSE,
      source: 'admin',
      cohortId: weekend!.id,
      enrolledAt: clock.daysAgo(5),
    },
    {
      userId: imran,
      courseId: COURSE,
      source: 'admin',
      cohortId: weekend!.id,
      enrolledAt: clock.daysAgo(4),
    },
  ]);
  await tx.insert(cohortWaitlist).values([
    { cohortId: weekend!.id, userId: mithila, createdAt: clock.daysAgo(2) },
    { cohortId: weekend!.id, userId: farzana, createdAt: clock.daysAgo(1) },
  ]);
  for (const [title, days] of [
    ['Medical imaging pipelines', 35],
    ['Clinical validation', 49],
  ] as const) {
    await tx
      .update(courseModules)
      .set({ opensAfterDays: days })
      .where(and(eq(courseModules.courseId, COURSE), inArray(courseModules.title, [title])));
  }
}
