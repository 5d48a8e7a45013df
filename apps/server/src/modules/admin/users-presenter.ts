import type { AdminUser, AdminUserDetail } from '@academy/contract/admin';
import type { AdminUserRow, getAdminUser } from './users-service.ts';

export function presentAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    role: row.role,
    email_verified: row.emailVerifiedAt !== null,
    created_at: row.createdAt.toISOString(),
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    enrollments_count: Number(row.enrollmentsCount),
  };
}

export function presentAdminUserDetail(
  found: Awaited<ReturnType<typeof getAdminUser>>,
): AdminUserDetail {
  return {
    ...presentAdminUser(found.user),
    enrollments: found.enrollments.map((row) => ({
      enrollment_id: row.id,
      course_id: row.courseId,
      course_title: row.courseTitle,
      source: row.source,
      enrolled_at: row.enrolledAt.toISOString(),
    })),
  };
}
