import {
  completionPercentage,
  type Certificate,
  type CourseProgress,
  type Note,
  type Review,
} from '@academy/contract/learning';
import type { courseNotes } from '../../db/schema/learning.ts';
import { mediaUrl } from '../../lib/media-storage.ts';
import type { CourseProgressRow } from './course-progress-service.ts';

// Rows to response objects: nothing reaches a client unless named here.

/** Timestamps arrive as Date from the query builder and as text from raw SQL on some drivers. */
export const iso = (value: Date | string) =>
  (value instanceof Date ? value : new Date(value)).toISOString();

export const fullName = (firstName: string, lastName: string) => `${firstName} ${lastName}`.trim();

/** "Nusrat J.": reviews show the first name and the last initial only. */
export function reviewerName(firstName: string, lastName: string): string {
  const initial = [...lastName.trim()][0];
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

export function presentCourseProgress(row: CourseProgressRow): CourseProgress {
  const total = Number(row.total_lessons);
  const completed = Number(row.completed_lessons);
  return {
    course_id: row.course_id,
    course_title: row.course_title,
    thumbnail: mediaUrl(row.thumbnail),
    instructor_name: fullName(row.instructor_first_name, row.instructor_last_name),
    enrolled_at: iso(row.enrolled_at),
    completed_lessons: completed,
    total_lessons: total,
    percentage: completionPercentage(completed, total),
    last_lesson_id: row.last_lesson_id,
    completed_at: row.completed_at === null ? null : iso(row.completed_at),
    certificate_code: row.certificate_code,
  };
}

export function presentNote(note: typeof courseNotes.$inferSelect): Note {
  return {
    note_id: note.id,
    title: note.title,
    body: note.bodyHtml,
    created_at: iso(note.createdAt),
    updated_at: iso(note.updatedAt),
  };
}

export type ReviewRow = {
  id: number;
  courseId: number;
  rating: number;
  comment: string;
  createdAt: Date | string;
  updatedAt: Date | string;
  firstName: string;
  lastName: string;
};

export function presentReview(row: ReviewRow): Review {
  return {
    review_id: row.id,
    course_id: row.courseId,
    reviewer: reviewerName(row.firstName, row.lastName),
    rating: row.rating,
    comment: row.comment,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

export type CertificateRow = {
  code: string;
  courseId: number;
  courseTitle: string;
  issuedAt: Date | string;
  gradePercent: number | string | null;
  learnerFirstName: string;
  learnerLastName: string;
  instructorFirstName: string;
  instructorLastName: string;
};

export function presentCertificate(row: CertificateRow): Certificate {
  return {
    code: row.code,
    course_id: row.courseId,
    course_title: row.courseTitle,
    learner_name: fullName(row.learnerFirstName, row.learnerLastName),
    instructor_name: fullName(row.instructorFirstName, row.instructorLastName),
    issued_at: iso(row.issuedAt),
    grade_percent: row.gradePercent === null ? null : Number(row.gradePercent),
  };
}
