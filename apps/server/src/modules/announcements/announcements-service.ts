import { and, count, desc, eq, ne } from 'drizzle-orm';
import { announcementMessages, type AnnouncementDraft } from '@academy/contract/announcements';
import type { AccessClaims } from '../../lib/access-tokens.ts';
import type { Db } from '../../db/client.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { announcements } from '../../db/schema/community.ts';
import { enrollments } from '../../db/schema/enrolment.ts';
import { fieldError, forbidden } from '../../lib/http-errors.ts';
import type { Jobs } from '../../lib/jobs.ts';
import type { PageWindow } from '../../lib/pagination.ts';
import { loadCourseMembership } from '../enrolment/course-membership.ts';
import { insertNotifications } from '../notifications/notify-users.ts';
import { queueWebPushes } from '../push/push-delivery.ts';
import { queueAnnouncementDelivery } from './announcement-delivery.ts';
import { selectRows } from './announcement-rows.ts';
import type { AnnouncementRow } from './announcement-presenter.ts';
import { canAnnounce, canReadAnnouncements } from './policies.ts';

/**
 * POST /api/announcements/create/: stores the announcement and, in the same transaction, one
 * 'announcement' notification for every learner enrolled in the course (batched inserts, see
 * notify-users.ts). The author is never notified of their own post.
 */
export async function createAnnouncement(
  deps: { db: Db; jobs: Jobs },
  actor: AccessClaims,
  draft: AnnouncementDraft,
): Promise<AnnouncementRow> {
  const { db } = deps;
  return db.transaction(async (tx) => {
    const [course] = await tx
      .select({ id: courses.id, title: courses.title, instructorId: courses.instructorId })
      .from(courses)
      .where(eq(courses.id, draft.course));
    if (!course) {
      throw fieldError('course', `Invalid pk "${draft.course}" - object does not exist.`);
    }
    if (!canAnnounce(actor, course)) throw forbidden(announcementMessages.notYourCourse);
    const [created] = await tx
      .insert(announcements)
      .values({ courseId: course.id, authorId: actor.userId, ...pick(draft) })
      .returning({ id: announcements.id });
    const learners = await tx
      .select({ userId: enrollments.userId })
      .from(enrollments)
      .where(and(eq(enrollments.courseId, course.id), ne(enrollments.userId, actor.userId)));
    const notices = await insertNotifications(
      tx,
      learners.map((learner) => learner.userId),
      {
        type: 'announcement',
        text: { key: 'announcement', params: { course: course.title, title: draft.title } },
        course_id: course.id,
      },
    );
    await queueWebPushes(deps.jobs, tx, notices);
    // The pushes and mails are a job committed with the announcement (decision 012).
    await queueAnnouncementDelivery(deps.jobs, tx, {
      announcementId: created!.id,
      notificationIds: notices.map((notice) => notice.id),
    });
    const [row] = await selectRows(tx).where(eq(announcements.id, created!.id));
    return row!;
  });
}

const pick = (draft: AnnouncementDraft) => ({ title: draft.title, content: draft.content });

/** 404 without the course, 403 unless the caller may read its announcements. */
export async function assertCanReadAnnouncements(db: Db, user: AccessClaims, courseId: number) {
  const { course, isEnrolled } = await loadCourseMembership(db, user, courseId);
  if (!canReadAnnouncements(user, course, isEnrolled)) {
    throw forbidden(announcementMessages.notEnrolled);
  }
}

/** A course's announcements, newest first; all of them, or one page of them. */
export async function listAnnouncements(db: Db, courseId: number, window?: PageWindow) {
  const query = selectRows(db)
    .where(eq(announcements.courseId, courseId))
    .orderBy(desc(announcements.createdAt), desc(announcements.id));
  if (!window) {
    const rows = await query;
    return { rows, count: rows.length };
  }
  const [rows, [total]] = await Promise.all([
    query.limit(window.limit).offset(window.offset),
    db.select({ total: count() }).from(announcements).where(eq(announcements.courseId, courseId)),
  ]);
  return { rows, count: total?.total ?? 0 };
}
