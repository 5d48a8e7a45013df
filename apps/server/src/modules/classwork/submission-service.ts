import { and, eq, sql } from 'drizzle-orm';
import { assignmentMessages } from '@academy/contract/assignments';
import { latePenalty } from '@academy/contract/assignment-grading';
import type { Db } from '../../db/client.ts';
import { assignmentSubmissions } from '../../db/schema/assignments.ts';
import { enrollments } from '../../db/schema/enrolment.ts';
import type { AccessClaims } from '../../lib/access-tokens.ts';
import { forbidden, nonFieldError } from '../../lib/http-errors.ts';
import { deleteMedia } from '../../lib/media-storage.ts';
import type { MediaStore } from '../../lib/media-store.ts';
import { loadAssignmentAccess } from './assignment-access.ts';
import { submissionRefusal } from './policies.ts';
import { storeSubmissionFile, type StoredFile } from './submission-file.ts';

/** What a learner hands in, as read from the request. */
export type Work =
  | { kind: 'file'; fileName: string; bytes: Buffer }
  | { kind: 'link'; url: string }
  | { kind: 'text'; text: string };

/**
 * POST /api/assignments/{id}/submissions/: a new version of the learner's work. Refused to
 * anyone not enrolled (and to the instructor and staff), after the cut-off, and in a kind the
 * assignment does not take. Lateness and its penalty come from the server's clock. The learner's
 * enrolment row is locked while the version number is drawn, so two quick submits get 1 and 2.
 */
export async function submitWork(
  deps: { db: Db; media: MediaStore },
  user: AccessClaims,
  assignmentId: number,
  work: Work,
  now: Date,
): Promise<number> {
  const access = await loadAssignmentAccess(deps.db, user, assignmentId);
  const { assignment } = access;
  const refusal = submissionRefusal(access, assignment, now);
  if (refusal === 'not_enrolled') throw forbidden(assignmentMessages.notEnrolled);
  if (refusal === 'closed') throw nonFieldError(assignmentMessages.closed);
  if (work.kind !== assignment.submissionKind) {
    throw nonFieldError(assignmentMessages.wrongKind.replace('{kind}', assignment.submissionKind));
  }
  const file: StoredFile | null =
    work.kind === 'file' ? await storeSubmissionFile(deps.media, work.fileName, work.bytes) : null;
  const { daysLate, penaltyPercent } = latePenalty(
    {
      dueAt: assignment.dueAt,
      penaltyPercent: assignment.latePenaltyPercent,
      floorPercent: assignment.latePenaltyFloorPercent,
    },
    now,
  );
  try {
    return await deps.db.transaction(async (tx) => {
      await tx
        .select({ id: enrollments.id })
        .from(enrollments)
        .where(
          and(eq(enrollments.courseId, assignment.courseId), eq(enrollments.userId, user.userId)),
        )
        .for('update');
      const [row] = await tx
        .insert(assignmentSubmissions)
        .values({
          assignmentId,
          userId: user.userId,
          version: sql`(select coalesce(max(${assignmentSubmissions.version}), 0) + 1
            from ${assignmentSubmissions}
            where ${assignmentSubmissions.assignmentId} = ${assignmentId}
              and ${assignmentSubmissions.userId} = ${user.userId})`,
          kind: work.kind,
          filePath: file?.path ?? null,
          fileName: file?.name ?? null,
          fileSize: file?.size ?? null,
          fileType: file?.type ?? null,
          linkUrl: work.kind === 'link' ? work.url : null,
          text: work.kind === 'text' ? work.text : null,
          submittedAt: now,
          daysLate,
          penaltyPercent,
        })
        .returning({ id: assignmentSubmissions.id });
      return row!.id;
    });
  } catch (error) {
    await deleteMedia(deps.media, file?.path ?? null);
    throw error;
  }
}
