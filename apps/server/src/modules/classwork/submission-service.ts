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
import { latePolicyOf, loadAssignmentAccess, type AssignmentAccess } from './assignment-access.ts';
import { submissionRefusal } from './policies.ts';
import type { StoredFile } from './submission-file.ts';

/** What a learner hands in, as read from the request: a file already in the store. */
export type Work =
  | { kind: 'file'; file: StoredFile }
  | { kind: 'link'; url: string }
  | { kind: 'text'; text: string };

/**
 * The assignment a learner hands work in to, checked before a byte of the work is read: it
 * exists and is published (404), the caller is enrolled and not its instructor or staff (403),
 * it is not past the cut-off, its released grade does not close it (the course's choice), and it
 * takes work of the `kind` the request carries.
 */
export async function openSubmission(
  db: Db,
  user: AccessClaims,
  assignmentId: number,
  now: Date,
): Promise<AssignmentAccess> {
  const access = await loadAssignmentAccess(db, user, assignmentId);
  const refusal = submissionRefusal(access, access.assignment, now);
  if (refusal === 'not_enrolled') throw forbidden(assignmentMessages.notEnrolled);
  if (refusal === 'closed') throw nonFieldError(assignmentMessages.closed);
  if (refusal === 'graded_final') throw nonFieldError(assignmentMessages.gradedFinal);
  return access;
}

/** 400 unless the assignment takes work of this kind. */
export function assertTakesKind(access: AssignmentAccess, kind: Work['kind']): void {
  const taken = access.assignment.submissionKind;
  if (kind !== taken) throw nonFieldError(assignmentMessages.wrongKind.replace('{kind}', taken));
}

/**
 * POST /api/assignments/{id}/submissions/: records a new version of the learner's work, once
 * openSubmission allowed it. Lateness and its penalty come from the server's clock. The learner's
 * enrolment row is locked while the version number is drawn, so two quick submits get 1 and 2.
 * A stored file is removed again when the version cannot be recorded.
 */
export async function submitWork(
  deps: { db: Db; media: MediaStore },
  user: AccessClaims,
  access: AssignmentAccess,
  work: Work,
  now: Date,
): Promise<number> {
  const { assignment } = access;
  const assignmentId = assignment.id;
  const file: StoredFile | null = work.kind === 'file' ? work.file : null;
  const { daysLate, penaltyPercent } = latePenalty(latePolicyOf(assignment), now);
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
