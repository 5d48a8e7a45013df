import { asc, eq, ilike, sql } from 'drizzle-orm';
import type { courseSettingsSchema, tiersInputSchema } from '@academy/contract/admin';
import { compareMoney, floorAtZero, subtractMoney } from '@academy/contract/money';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { categories, coursePriceTiers, courses } from '../../db/schema/catalogue.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { PageWindow } from '../../lib/pagination.ts';
import { containing } from '../../db/like-pattern.ts';
import { recordAudit } from './audit.ts';

type CourseSettings = z.output<typeof courseSettingsSchema>;
type TiersInput = z.output<typeof tiersInputSchema>;

const courseColumns = {
  id: courses.id,
  title: courses.title,
  price: courses.price,
  categoryId: courses.categoryId,
  categoryName: categories.name,
  instructorFirstName: users.firstName,
  instructorLastName: users.lastName,
  status: courses.status,
  badge: courses.badge,
  badgeText: courses.badgeText,
  enrollmentOpen: courses.enrollmentOpen,
  studentsCount: courses.studentsCount,
  tiers: sql<
    { students: number; price_per_student: string; savings: string; is_popular: boolean }[] | string
  >`(
    select coalesce(json_agg(json_build_object('students', t.students,
      'price_per_student', t.price_per_student::text, 'savings', t.savings::text,
      'is_popular', t.is_popular) order by t.students), '[]'::json)
    from course_price_tiers t where t.course_id = "courses"."id")`,
};

function selectCourses(db: Db) {
  return db
    .select(courseColumns)
    .from(courses)
    .innerJoin(categories, eq(categories.id, courses.categoryId))
    .innerJoin(users, eq(users.id, courses.instructorId));
}
export type AdminCourseRow = Awaited<
  ReturnType<ReturnType<typeof selectCourses>['execute']>
>[number];

/** Every course, drafts included, by id; searchable by title. */
export async function listAdminCourses(
  db: Db,
  query: { search?: string | undefined },
  window: PageWindow,
) {
  const where = query.search ? ilike(courses.title, containing(query.search)) : undefined;
  const [rows, [total]] = await Promise.all([
    selectCourses(db)
      .where(where)
      .orderBy(asc(courses.id))
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(courses)
      .where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

async function findCourse(db: Db, id: number): Promise<AdminCourseRow> {
  const [row] = await selectCourses(db).where(eq(courses.id, id));
  if (!row) throw notFound();
  return row;
}

/** PATCH /api/admin/courses/{id}/: status, badge and whether enrolment is open; audited. */
export async function updateCourseSettings(
  db: Db,
  actorId: number,
  id: number,
  input: CourseSettings,
) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        status: courses.status,
        badge: courses.badge,
        badgeText: courses.badgeText,
        enrollmentOpen: courses.enrollmentOpen,
        publishedAt: courses.publishedAt,
      })
      .from(courses)
      .where(eq(courses.id, id))
      .for('update');
    if (!before) throw notFound();
    const values = {
      ...(input.status !== undefined && { status: input.status }),
      ...(input.badge !== undefined && { badge: input.badge }),
      ...(input.badge_text !== undefined && { badgeText: input.badge_text }),
      ...(input.enrollment_open !== undefined && { enrollmentOpen: input.enrollment_open }),
      ...(input.status === 'published' &&
        before.publishedAt === null && { publishedAt: new Date() }),
    };
    await tx.update(courses).set(values).where(eq(courses.id, id));
    await recordAudit(tx, {
      actorId,
      action: 'course.settings_update',
      entityType: 'course',
      entityId: id,
      details: { before: { ...before, publishedAt: undefined }, changes: input },
    });
  });
  return findCourse(db, id);
}

/**
 * PUT /api/admin/courses/{id}/tiers/: replaces the group tiers. The saving per student is computed
 * here against the single price (the one-student tier, else the course price), never typed in.
 */
export async function replaceCourseTiers(db: Db, actorId: number, id: number, input: TiersInput) {
  await db.transaction(async (tx) => {
    const [course] = await tx
      .select({ price: courses.price })
      .from(courses)
      .where(eq(courses.id, id))
      .for('update');
    if (!course) throw notFound();
    const single =
      input.tiers.find((tier) => tier.students === 1)?.price_per_student ?? course.price;
    await tx.delete(coursePriceTiers).where(eq(coursePriceTiers.courseId, id));
    if (input.tiers.length > 0) {
      await tx.insert(coursePriceTiers).values(
        [...input.tiers]
          .sort((a, b) => a.students - b.students)
          .map((tier) => ({
            courseId: id,
            students: tier.students,
            pricePerStudent: tier.price_per_student,
            savings:
              compareMoney(single, tier.price_per_student) > 0
                ? floorAtZero(subtractMoney(single, tier.price_per_student))
                : '0.00',
            isPopular: tier.is_popular,
          })),
      );
    }
    await recordAudit(tx, {
      actorId,
      action: 'course.tiers_update',
      entityType: 'course',
      entityId: id,
      details: { tiers: input.tiers },
    });
  });
  return findCourse(db, id);
}
