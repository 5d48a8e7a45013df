import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { adminMessages } from '@academy/contract/admin';
import type { Role } from '@academy/contract/roles';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { enrollments } from '../../db/schema/enrolment.ts';
import { detailError, notFound } from '../../lib/http-errors.ts';
import type { PageWindow } from '../../lib/pagination.ts';
import { containing } from '../../db/like-pattern.ts';
import { recordAudit } from './audit.ts';
import { personMatches } from '../accounts/account-queries.ts';

const userColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  role: users.role,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
  // Answered per row of the page by the (user_id, course_id) unique index. Outer columns are
  // written out: drizzle leaves them unqualified in a single-table select, where they would bind
  // to the subquery's own table.
  enrollmentsCount: sql<number>`(select count(*)::int from enrollments e where e.user_id = "users"."id")`,
};
/** Users newest first, filtered by role and by a search over name, email and phone. */
export async function listAdminUsers(
  db: Db,
  query: { search?: string | undefined; role?: Role | undefined },
  window: PageWindow,
) {
  const conditions: SQL[] = [];
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.search) {
    const pattern = containing(query.search);
    conditions.push(or(...personMatches(pattern), ilike(users.phone, pattern))!);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

/** One user with their enrolments (two queries). */
export async function getAdminUser(db: Db, userId: number) {
  const [[user], enrolled] = await Promise.all([
    db.select(userColumns).from(users).where(eq(users.id, userId)),
    db
      .select({
        id: enrollments.id,
        courseId: courses.id,
        courseTitle: courses.title,
        source: enrollments.source,
        enrolledAt: enrollments.enrolledAt,
      })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(eq(enrollments.userId, userId))
      .orderBy(desc(enrollments.enrolledAt), desc(enrollments.id)),
  ]);
  if (!user) throw notFound();
  return { user, enrollments: enrolled };
}

/**
 * PATCH /api/admin/users/{id}/ {role}. Staff cannot change their own role, so the last admin can
 * never lock everyone out by accident. The change and its audit entry commit together.
 */
export async function changeUserRole(db: Db, actorId: number, userId: number, role: Role) {
  if (actorId === userId) throw detailError(400, adminMessages.ownRole);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!before) throw notFound();
    if (before.role === role) return;
    await tx.update(users).set({ role }).where(eq(users.id, userId));
    await recordAudit(tx, {
      actorId,
      action: 'user.role_change',
      entityType: 'user',
      entityId: userId,
      details: { from: before.role, to: role },
    });
  });
  return getAdminUser(db, userId);
}

export type AdminUserRow = Awaited<ReturnType<typeof listAdminUsers>>['rows'][number];
