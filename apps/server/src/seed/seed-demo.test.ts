import {
  and,
  count,
  eq,
  getTableName,
  gt,
  inArray,
  is,
  isNotNull,
  isNull,
  or,
  sql,
} from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { categories, coursePriceTiers, courses } from '../db/schema/catalogue.ts';
import { quizAttempts, quizzes } from '../db/schema/classwork.ts';
import { courseModules, lessons } from '../db/schema/course-content.ts';
import { assignmentGrades, assignments, assignmentSubmissions } from '../db/schema/assignments.ts';
import { enrollments } from '../db/schema/enrolment.ts';
import { lessonProgress } from '../db/schema/learning.ts';
import { orderRefunds, paymentOrders } from '../db/schema/orders.ts';
import { liveClassAttendance, liveClasses } from '../db/schema/live-classes.ts';
import { coupons, discountCourses, discounts } from '../db/schema/pricing.ts';
import * as schema from '../db/schema.ts';
import { verifyPassword } from '../lib/passwords.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { listCourseCohorts } from '../modules/cohorts/cohorts-service.ts';
import { demoPassword, userIds } from './content/people.ts';
import { seedDemo } from './seed-demo.ts';

let testDatabase: TestDatabase;
let db: Db;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  db = testDatabase.database.db;
});

afterAll(async () => {
  await testDatabase?.cleanup();
});

/** Row count of every table in the schema, keyed by table name. */
async function countAllTables(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const name = getTableName(table);
    const result = await db.execute<{ rows: number }>(
      sql`select count(*)::int as rows from ${sql.identifier(name)}`,
    );
    counts[name] = result.rows[0]?.rows ?? 0;
  }
  return counts;
}

/** Ids of courses with a discount in force now: active and not past its end date. */
async function discountedCourseIds(): Promise<Set<number>> {
  const rows = await db
    .select({ courseId: discountCourses.courseId })
    .from(discountCourses)
    .innerJoin(discounts, eq(discounts.id, discountCourses.discountId))
    .where(
      and(
        eq(discounts.isActive, true),
        or(isNull(discounts.endDate), gt(discounts.endDate, sql`now()`)),
      ),
    );
  return new Set(rows.map((row) => row.courseId));
}

describe('seedDemo', () => {
  it('seeds a fresh database', async () => {
    expect(await seedDemo(db)).toEqual({ seeded: true });
  });

  it('creates the three demo accounts, verified, with their roles and the demo password', async () => {
    const accounts = await db
      .select()
      .from(users)
      .where(
        inArray(users.email, [
          'admin@academy.test',
          'instructor@academy.test',
          'learner@academy.test',
        ]),
      );
    const roles = Object.fromEntries(accounts.map((account) => [account.email, account.role]));
    expect(roles).toEqual({
      'admin@academy.test': 'admin',
      'instructor@academy.test': 'instructor',
      'learner@academy.test': 'learner',
    });
    for (const account of accounts) {
      expect(account.emailVerifiedAt).not.toBeNull();
      expect(account.phone).toMatch(/^01[3-9]\d{8}$/);
      expect(await verifyPassword(account.passwordHash, demoPassword)).toBe(true);
    }
    expect(await verifyPassword(accounts[0]!.passwordHash, 'wrong password')).toBe(false);
  });

  it('fills the catalogue: the six home categories and about twenty published courses', async () => {
    const categoryNames = await db
      .select({ name: categories.name, nameBn: categories.nameBn })
      .from(categories)
      .orderBy(categories.position);
    // Each named in Bangla too, for readers in Bangla (the page sweep fails on English ones).
    expect(categoryNames.map((row) => [row.name, row.nameBn])).toEqual([
      ['Clinical Research', 'ক্লিনিক্যাল গবেষণা'],
      ['Medical Writing', 'চিকিৎসা বিষয়ক লেখা'],
      ['Data Analysis', 'ডেটা বিশ্লেষণ'],
      ['Ethics', 'নৈতিকতা'],
      ['Neuroscience', 'স্নায়ুবিজ্ঞান'],
      ['Training', 'প্রশিক্ষণ'],
    ]);

    const published = await db.select().from(courses).where(eq(courses.status, 'published'));
    expect(published.length).toBeGreaterThanOrEqual(18);
    expect(new Set(published.map((course) => course.categoryId)).size).toBe(6);
    for (const course of published) {
      expect(course.publishedAt).not.toBeNull();
      expect(course.lessonsCount).toBeGreaterThan(0);
      expect(course.totalMinutes).toBeGreaterThan(0);
    }
  });

  it('has course 14 at 15000.00 with the offer badge and three group tiers', async () => {
    const [course] = await db.select().from(courses).where(eq(courses.id, 14));
    expect(course).toMatchObject({
      price: '15000.00',
      badge: 'offer',
      badgeText: null,
      status: 'published',
    });
    const tiers = await db
      .select()
      .from(coursePriceTiers)
      .where(eq(coursePriceTiers.courseId, 14))
      .orderBy(coursePriceTiers.students);
    expect(
      tiers.map(({ students, pricePerStudent, savings, isPopular }) => ({
        students,
        pricePerStudent,
        savings,
        isPopular,
      })),
    ).toEqual([
      { students: 1, pricePerStudent: '15000.00', savings: '0.00', isPopular: false },
      { students: 2, pricePerStudent: '13000.00', savings: '2000.00', isPopular: false },
      { students: 3, pricePerStudent: '10000.00', savings: '5000.00', isPopular: true },
    ]);
  });

  it("has the 'Coming Soon', 'Sit Filled Up' and placeholder courses", async () => {
    const [comingSoon] = await db.select().from(courses).where(eq(courses.title, 'Coming Soon'));
    expect(comingSoon?.badge).toBe('coming_soon');
    const [seatsFilled] = await db.select().from(courses).where(eq(courses.title, 'Sit Filled Up'));
    expect(seatsFilled).toMatchObject({ badge: 'seats_filled', enrollmentOpen: false });

    const placeholders = await db
      .select({
        id: courses.id,
        title: courses.title,
        price: courses.price,
        status: courses.status,
      })
      .from(courses)
      .where(inArray(courses.id, [9991, 9992]))
      .orderBy(courses.id);
    expect(placeholders).toEqual([
      { id: 9991, title: 'Advanced AI Techniques', price: '0.00', status: 'coming_soon' },
      { id: 9992, title: 'Quantum Computing Basics', price: '0.00', status: 'coming_soon' },
    ]);
  });

  it('teaches Deep Learning for Medical Imaging in batches: running, coming and full', async () => {
    const listed = await listCourseCohorts(db, 13, userIds.mithila, new Date());
    expect(listed.is_cohort_based).toBe(true);
    expect(
      listed.cohorts.map((cohort) => ({
        name: cohort.name,
        phase: cohort.phase,
        seats_left: cohort.seats_left,
        is_full: cohort.is_full,
        waiting_count: cohort.waiting_count,
      })),
    ).toEqual([
      { name: 'Batch 1', phase: 'running', seats_left: 23, is_full: false, waiting_count: 0 },
      { name: 'Batch 2', phase: 'open', seats_left: 2, is_full: false, waiting_count: 0 },
      { name: 'Weekend batch', phase: 'open', seats_left: 0, is_full: true, waiting_count: 2 },
    ]);
    expect(listed.cohorts[2]!.my_waitlist).toMatchObject({ status: 'waiting', position: 1 });
    const locked = await db
      .select({ title: courseModules.title, days: courseModules.opensAfterDays })
      .from(courseModules)
      .where(and(eq(courseModules.courseId, 13), isNotNull(courseModules.opensAfterDays)))
      .orderBy(courseModules.position);
    expect(locked).toEqual([
      { title: 'Medical imaging pipelines', days: 35 },
      { title: 'Clinical validation', days: 49 },
    ]);
  });

  it('has the WELCOME10 and FLAT500 coupons and active fixed and percentage discounts', async () => {
    const codes = await db
      .select({
        code: coupons.code,
        discountType: coupons.discountType,
        value: coupons.value,
        isActive: coupons.isActive,
      })
      .from(coupons)
      .orderBy(coupons.code);
    expect(codes).toEqual([
      { code: 'FLAT500', discountType: 'fixed', value: '500.00', isActive: true },
      { code: 'WELCOME10', discountType: 'percentage', value: '10.00', isActive: true },
    ]);

    const active = await db
      .select({ discountType: discounts.discountType })
      .from(discounts)
      .where(and(eq(discounts.isActive, true), gt(discounts.endDate, sql`now()`)));
    expect(new Set(active.map((row) => row.discountType))).toEqual(
      new Set(['fixed', 'percentage']),
    );
  });

  it('enrols the learner, with progress, in a course taught by the demo instructor', async () => {
    const rows = await db
      .select({ courseId: courses.id })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .innerJoin(users, eq(users.id, courses.instructorId))
      .where(
        and(
          eq(enrollments.userId, sql`(select id from users where email = 'learner@academy.test')`),
          eq(users.email, 'instructor@academy.test'),
        ),
      );
    expect(rows.length).toBeGreaterThanOrEqual(1);
    const [progress] = await db
      .select({ done: count() })
      .from(lessonProgress)
      .where(
        inArray(
          lessonProgress.courseId,
          rows.map((row) => row.courseId),
        ),
      );
    expect(progress?.done).toBeGreaterThan(0);
  });

  it("schedules live classes on the learner's courses: a weekly series to come and past ones joined", async () => {
    const rows = await db.select().from(liveClasses);
    const now = Date.now();
    const upcoming = rows.filter((row) => row.startsAt.getTime() > now);
    const past = rows.filter((row) => row.startsAt.getTime() < now);
    expect(upcoming.length).toBeGreaterThanOrEqual(3);
    expect(past.length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((row) => row.seriesId !== null).length).toBeGreaterThanOrEqual(2);
    expect(rows.every((row) => row.meetingUrl.startsWith('https://'))).toBe(true);
    const [joined] = await db
      .select({ total: count() })
      .from(liveClassAttendance)
      .innerJoin(users, eq(users.id, liveClassAttendance.userId))
      .where(eq(users.email, 'learner@academy.test'));
    expect(joined?.total).toBeGreaterThanOrEqual(2);
    // One past class has its recording as a lesson; another's is overdue.
    const recorded = past.filter((row) => row.recordingLessonId !== null);
    expect(recorded).toHaveLength(1);
    const [lesson] = await db
      .select({ title: lessons.title, module: courseModules.title })
      .from(lessons)
      .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
      .where(eq(lessons.id, recorded[0]!.recordingLessonId!));
    expect(lesson).toEqual({ title: recorded[0]!.title, module: 'Live class recordings' });
    const dayAgo = now - 24 * 60 * 60_000;
    const overdue = past.filter(
      (row) =>
        row.recordingLessonId === null &&
        row.startsAt.getTime() + row.durationMinutes * 60_000 < dayAgo,
    );
    expect(overdue.length).toBeGreaterThanOrEqual(1);
  });

  it('leaves a paid course without an active discount that the learner has not bought', async () => {
    const [learner] = await db.select().from(users).where(eq(users.email, 'learner@academy.test'));
    const owned = await db
      .select({ courseId: enrollments.courseId })
      .from(enrollments)
      .where(eq(enrollments.userId, learner!.id));
    const ownedIds = new Set(owned.map((row) => row.courseId));
    const discounted = await discountedCourseIds();
    const candidates = (
      await db
        .select()
        .from(courses)
        .where(and(eq(courses.status, 'published'), eq(courses.enrollmentOpen, true)))
    ).filter(
      (course) =>
        Number(course.price) > 0 && !ownedIds.has(course.id) && !discounted.has(course.id),
    );
    expect(candidates.length).toBeGreaterThan(0);
  });

  it('seeds a quiz due this week in a course the learner follows, with classmates’ graded attempts', async () => {
    const [quiz] = await db
      .select()
      .from(quizzes)
      .innerJoin(enrollments, eq(enrollments.courseId, quizzes.courseId))
      .where(
        eq(enrollments.userId, sql`(select id from users where email = 'learner@academy.test')`),
      );
    expect(quiz?.quizzes).toMatchObject({ isPublished: true, maxAttempts: 2 });
    const closesIn = quiz!.quizzes.closesAt!.getTime() - Date.now();
    expect(closesIn).toBeGreaterThan(0);
    expect(closesIn).toBeLessThan(7 * 24 * 60 * 60 * 1000);
    const attempts = await db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.quizId, quiz!.quizzes.id))
      .orderBy(quizAttempts.id);
    // Graded as a submit would: Sabbir misses the first question; Imran's first attempt gets the
    // split and the Bangla-digit number right, a right and a wrong choice cancelling out.
    expect(attempts.map((attempt) => [attempt.number, attempt.score, attempt.maxScore])).toEqual([
      [1, 8, 10],
      [1, 4, 10],
      [2, 10, 10],
    ]);
    expect(attempts.every((attempt) => attempt.submittedAt !== null)).toBe(true);
  });

  it('never promises in a quiz’s introduction another number of questions than it asks', async () => {
    const words = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
    const seeded = await db
      .select({
        description: quizzes.description,
        asked: sql<number>`(select count(*)::int
        from quiz_questions q where q.quiz_id = ${quizzes.id})`,
      })
      .from(quizzes);
    expect(seeded.length).toBeGreaterThan(0);
    for (const { description, asked } of seeded) {
      // The page states the count from the questions themselves; a written one must agree.
      for (const [, said] of description.toLowerCase().matchAll(/(\w+)(?: \w+)? questions?\b/g)) {
        const promised = words.indexOf(said!) + 1 || Number(said);
        if (promised) expect(promised, description).toBe(asked);
      }
    }
  });

  it('has online orders: paid, refunded in full, declined, and one whose money is held for staff', async () => {
    const rows = await db
      .select({
        id: paymentOrders.id,
        userId: paymentOrders.userId,
        courseId: paymentOrders.courseId,
        status: paymentOrders.status,
        refunded: paymentOrders.refundedAmount,
        amount: paymentOrders.amount,
        heldState: paymentOrders.heldState,
      })
      .from(paymentOrders);
    expect(rows.map((row) => row.status).sort()).toEqual(['failed', 'failed', 'paid', 'refunded']);
    const held = rows.filter((row) => row.heldState === 'held');
    expect(held).toEqual([expect.objectContaining({ status: 'failed' })]);
    expect(await db.select().from(enrollments).where(eq(enrollments.orderId, held[0]!.id))).toEqual(
      [],
    );
    const enrolledBy = async (orderId: number) =>
      db.select().from(enrollments).where(eq(enrollments.orderId, orderId));
    const paid = rows.find((row) => row.status === 'paid')!;
    expect(await enrolledBy(paid.id)).toHaveLength(1);
    const refunded = rows.find((row) => row.status === 'refunded')!;
    expect(refunded.refunded).toBe(refunded.amount);
    expect(await enrolledBy(refunded.id)).toHaveLength(0);
    const refunds = await db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, refunded.id));
    expect(refunds).toMatchObject([{ status: 'refunded', amount: refunded.amount }]);
  });

  it('seeds an assignment with work graded and released, late work penalised and work waiting', async () => {
    const [assignment] = await db.select().from(assignments);
    expect(assignment).toMatchObject({ isPublished: true, points: 20, submissionKind: 'link' });
    const work = await db
      .select({
        email: users.email,
        daysLate: assignmentSubmissions.daysLate,
        penalty: assignmentSubmissions.penaltyPercent,
        score: assignmentGrades.score,
        releasedAt: assignmentGrades.releasedAt,
      })
      .from(assignmentSubmissions)
      .innerJoin(users, eq(users.id, assignmentSubmissions.userId))
      .leftJoin(assignmentGrades, eq(assignmentGrades.submissionId, assignmentSubmissions.id))
      .where(eq(assignmentSubmissions.assignmentId, assignment!.id))
      .orderBy(assignmentSubmissions.id);
    expect(
      work.map((row) => [row.email, row.daysLate, row.penalty, row.score, row.releasedAt !== null]),
    ).toEqual([
      ['learner@academy.test', 0, 0, 17, true],
      ['sabbir.hossain@academy.test', 1, 10, 18, true],
      ['imran.kabir@academy.test', 0, 0, null, false],
    ]);
  });

  it('has a course whose certificate requires a pass of 60 %, the one with graded work', async () => {
    const [assignment] = await db.select({ courseId: assignments.courseId }).from(assignments);
    const required = await db
      .select({ id: courses.id, passPercent: courses.certificatePassPercent })
      .from(courses)
      .where(sql`${courses.certificatePassPercent} is not null`);
    expect(required).toEqual([{ id: assignment!.courseId, passPercent: 60 }]);
  });

  it('fills the course counters from the seeded rows', async () => {
    const mismatches = await db.execute<{ id: number }>(sql`
      select c.id from courses c
      where c.students_count <> (select count(*) from enrollments e where e.course_id = c.id)
         or c.lessons_count <> (select count(*) from lessons l where l.course_id = c.id)
         or c.total_minutes <> (select coalesce(sum(l.duration_minutes), 0) from lessons l where l.course_id = c.id)
         or c.rating_count <> (select count(*) from reviews r where r.course_id = c.id)`);
    expect(mismatches.rows).toEqual([]);
    const [popular] = await db
      .select({ students: courses.studentsCount, rating: courses.ratingAvg })
      .from(courses)
      .where(eq(courses.id, 1));
    expect(popular?.students).toBeGreaterThan(0);
    expect(Number(popular?.rating)).toBeGreaterThan(0);
  });

  it('changes nothing when run again', async () => {
    const before = await countAllTables();
    // Guards against a count that silently found no tables and so compares two empty objects.
    expect(before.users).toBe(13);
    expect(before.courses).toBe(22);
    expect(await seedDemo(db)).toEqual({ seeded: false });
    expect(await countAllTables()).toEqual(before);
  });

  it('leaves identity sequences past the seeded ids, so new rows get fresh ids', async () => {
    const [maxCourse] = await db.select({ id: sql<number>`max(${courses.id})` }).from(courses);
    const [user] = await db
      .insert(users)
      .values({
        email: 'new.person@example.com',
        passwordHash: 'x',
        firstName: 'New',
        lastName: 'Person',
      })
      .returning({ id: users.id });
    expect(user!.id).toBeGreaterThan(13);
    const [course] = await db
      .insert(courses)
      .values({
        title: 'A new course',
        description: 'Fresh',
        categoryId: 1,
        instructorId: user!.id,
      })
      .returning({ id: courses.id });
    expect(course!.id).toBeGreaterThan(Number(maxCourse!.id));
    const [category] = await db
      .insert(categories)
      .values({ name: 'Extra', slug: 'extra' })
      .returning({ id: categories.id });
    expect(category!.id).toBe(7);
  });
});
