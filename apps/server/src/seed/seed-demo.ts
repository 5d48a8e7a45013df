import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { courseCohorts } from '../db/schema/cohorts.ts';
import {
  categories,
  courseOutcomes,
  coursePrerequisites,
  coursePriceTiers,
  courses,
} from '../db/schema/catalogue.ts';
import {
  announcements,
  chatMessages,
  forumCategories,
  forumComments,
  forumTopics,
  notifications,
} from '../db/schema/community.ts';
import {
  courseModules,
  lessonResources,
  lessonVideos,
  lessons,
} from '../db/schema/course-content.ts';
import {
  couponRedemptions,
  enrollments,
  paymentSubmissions,
  paymentTeammates,
} from '../db/schema/enrolment.ts';
import { courseNotes, reviews } from '../db/schema/learning.ts';
import { coupons, discounts } from '../db/schema/pricing.ts';
import { hashPassword } from '../lib/passwords.ts';
import { demoPassword } from './content/people.ts';
import { createDemoClock } from './demo-clock.ts';
import { insertCatalogue } from './insert-catalogue.ts';
import { insertAssignments } from './insert-assignments.ts';
import { insertClasswork } from './insert-classwork.ts';
import { insertCohorts } from './insert-cohorts.ts';
import { insertCommunity } from './insert-community.ts';
import { insertCourseContent } from './insert-course-content.ts';
import { insertEnrolments } from './insert-enrolments.ts';
import { insertLiveClasses } from './insert-live-classes.ts';
import { insertOrders } from './insert-orders.ts';
import { insertPeople } from './insert-people.ts';
import { insertPricing } from './insert-pricing.ts';
import { resetIdentitySequences } from './reset-identity-sequences.ts';
import { updateCourseCounters } from './update-course-counters.ts';

/** Every table the seed writes rows with an `id` identity column into. */
const seededTables = [
  users,
  categories,
  courses,
  courseOutcomes,
  coursePrerequisites,
  coursePriceTiers,
  courseModules,
  courseCohorts,
  lessons,
  lessonVideos,
  lessonResources,
  courseNotes,
  discounts,
  coupons,
  paymentSubmissions,
  paymentTeammates,
  couponRedemptions,
  enrollments,
  reviews,
  forumCategories,
  forumTopics,
  forumComments,
  announcements,
  chatMessages,
  notifications,
];

/**
 * Arbitrary constant naming the seed's advisory lock, so two API processes starting together on
 * one PostgreSQL server cannot both find the database empty and both seed it.
 */
const SEED_LOCK_KEY = 7_343_002;

/**
 * The demo goes only into a database with no accounts, categories or courses: its fixed ids
 * (users 1-13, course 14) would collide with real data, and a database someone already uses must
 * never be altered behind their back.
 */
async function hasData(db: Db): Promise<boolean> {
  for (const table of [users, categories, courses]) {
    const [row] = await db.select({ rows: count() }).from(table);
    if ((row?.rows ?? 0) > 0) return true;
  }
  return false;
}

/**
 * Seeds the demo academy (docs/product.md) into an empty database in one transaction, so a failure
 * leaves nothing half-seeded. Returns `seeded: false`, changing nothing, when the database already
 * holds data, for example the demo from an earlier start.
 */
export async function seedDemo(db: Db): Promise<{ seeded: boolean }> {
  if (await hasData(db)) return { seeded: false };
  // Hashed once, outside the transaction: argon2 is deliberately slow and every demo account
  // shares the password.
  const passwordHash = await hashPassword(demoPassword);

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    // Checked again under the lock: another process may have seeded since the first look.
    if (await hasData(tx)) return { seeded: false };

    const clock = createDemoClock(new Date());
    await insertPeople(tx, passwordHash, clock);
    await insertCatalogue(tx, clock);
    const lessonIdsByCourse = await insertCourseContent(tx, clock);
    await insertPricing(tx, clock);
    await insertEnrolments(tx, clock, lessonIdsByCourse);
    await insertOrders(tx, clock);
    await insertCohorts(tx, clock);
    await insertCommunity(tx, clock);
    await insertLiveClasses(tx, clock);
    await insertClasswork(tx, clock);
    await insertAssignments(tx, clock);
    await updateCourseCounters(tx);
    await resetIdentitySequences(tx, seededTables);
    return { seeded: true };
  });
}
