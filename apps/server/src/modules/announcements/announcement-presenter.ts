import type { Announcement } from '@academy/contract/announcements';

export type AnnouncementRow = {
  id: number;
  courseId: number;
  title: string;
  content: string;
  createdAt: Date;
  updatedAt: Date;
  courseTitle: string;
  authorFirstName: string | null;
  authorLastName: string | null;
};

/** An announcement; `date` repeats created_at for the visitor-side reading. */
export function presentAnnouncement(row: AnnouncementRow): Announcement {
  const createdAt = row.createdAt.toISOString();
  return {
    announcement_id: row.id,
    course_id: row.courseId,
    title: row.title,
    content: row.content,
    instructor_name: `${row.authorFirstName ?? ''} ${row.authorLastName ?? ''}`.trim(),
    course_title: row.courseTitle,
    created_at: createdAt,
    updated_at: row.updatedAt.toISOString(),
    date: createdAt,
  };
}
