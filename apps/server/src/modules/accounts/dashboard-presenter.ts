import type { Dashboard, DashboardEnrollment } from '@academy/contract/accounts';
import type { users } from '../../db/schema/accounts.ts';
import { mediaUrl } from '../../lib/media-storage.ts';

type UserRow = typeof users.$inferSelect;

export type DashboardEnrollmentRow = {
  enrollmentId: number;
  enrolledAt: Date;
  courseId: number;
  courseTitle: string;
  thumbnail: string | null;
  instructorFirstName: string;
  instructorLastName: string;
};

/** A first visit is welcomed; a later one welcomed back. */
const welcome = {
  en: (name: string) => `Welcome, ${name}!`,
  bn: (name: string) => `স্বাগতম, ${name}!`,
} as const;
const welcomeBack = {
  en: (name: string) => `Welcome back, ${name}!`,
  bn: (name: string) => `আবার স্বাগতম, ${name}!`,
} as const;

export function presentDashboardEnrollment(row: DashboardEnrollmentRow): DashboardEnrollment {
  return {
    enrollment_id: row.enrollmentId,
    course: {
      course_id: row.courseId,
      course_title: row.courseTitle,
      instructor_name: `${row.instructorFirstName} ${row.instructorLastName}`.trim(),
      thumbnail: mediaUrl(row.thumbnail),
    },
    enrolled_at: row.enrolledAt.toISOString(),
  };
}

/** The dashboard response, the welcome (or welcome back) in the account's language. */
export function presentDashboard(
  user: UserRow,
  rows: DashboardEnrollmentRow[],
  { isReturning }: { isReturning: boolean },
): Dashboard {
  const greeting = isReturning ? welcomeBack : welcome;
  return {
    welcome_message: greeting[user.language](user.firstName),
    is_first_visit: !isReturning,
    user: {
      email: user.email,
      role: user.role,
      bio: user.bio,
      profile_picture: mediaUrl(user.profilePicture),
    },
    enrollments: rows.map(presentDashboardEnrollment),
  };
}
