import { and, asc, eq } from 'drizzle-orm';
import { rubricScore } from '@academy/contract/assignments';
import { penalisedScore } from '@academy/contract/assignment-grading';
import {
  gradeMessages,
  type GradeSubmission,
  type SubmissionForGrading,
} from '@academy/contract/grading';
import { roundScore } from '@academy/contract/quiz-grading';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import {
  assignmentGrades,
  assignments,
  assignmentSubmissions,
} from '../../db/schema/assignments.ts';
import { courses } from '../../db/schema/catalogue.ts';
import type { AccessClaims } from '../../lib/access-tokens.ts';
import { fieldError, notFound } from '../../lib/http-errors.ts';
import { awardCertificateIfEarned } from '../learning/certificate-award.ts';
import { publishNotifications } from '../notifications/notify-users.ts';
import { presentSubmission } from './assignment-result.ts';
import { storeGradeNotices, type ReleaseDeps } from './grade-release-service.ts';
import { loadSubmission } from './submission-access.ts';

/** A version of a learner's work the caller grades: 404 to anyone but the course's managers. */
async function loadGradable(db: Db, user: AccessClaims, submissionId: number) {
  const loaded = await loadSubmission(db, user, submissionId);
  if (!loaded.canManage) throw notFound();
  const [assignment] = await db
    .select({ assignment: assignments, courseTitle: courses.title })
    .from(assignments)
    .innerJoin(courses, eq(courses.id, assignments.courseId))
    .where(eq(assignments.id, loaded.submission.assignmentId));
  return { ...loaded, assignment: assignment!.assignment, courseTitle: assignment!.courseTitle };
}

/** GET /api/assignment-submissions/{id}/: the work, the learner's other versions and the grade. */
export async function getSubmissionForGrading(
  db: Db,
  user: AccessClaims,
  submissionId: number,
): Promise<SubmissionForGrading> {
  const { submission, assignment, courseTitle } = await loadGradable(db, user, submissionId);
  const ofLearner = and(
    eq(assignmentSubmissions.assignmentId, assignment.id),
    eq(assignmentSubmissions.userId, submission.userId),
  );
  const [versions, [learner], [grade]] = await Promise.all([
    db
      .select()
      .from(assignmentSubmissions)
      .where(ofLearner)
      .orderBy(asc(assignmentSubmissions.version)),
    db
      .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(eq(users.id, submission.userId)),
    db
      .select({
        grade: assignmentGrades,
        penaltyPercent: assignmentSubmissions.penaltyPercent,
        version: assignmentSubmissions.version,
      })
      .from(assignmentGrades)
      .innerJoin(assignmentSubmissions, eq(assignmentSubmissions.id, assignmentGrades.submissionId))
      .where(
        and(
          eq(assignmentGrades.assignmentId, assignment.id),
          eq(assignmentGrades.userId, submission.userId),
        ),
      ),
  ]);
  return {
    submission: presentSubmission(submission),
    assignment_id: assignment.id,
    assignment_title: assignment.title,
    course_id: assignment.courseId,
    course_title: courseTitle,
    points: assignment.points,
    rubric: assignment.rubric,
    learner_id: submission.userId,
    learner_name: `${learner?.firstName ?? ''} ${learner?.lastName ?? ''}`.trim(),
    learner_email: learner?.email ?? '',
    versions: versions.map(presentSubmission),
    grade: grade
      ? {
          score: grade.grade.score,
          final_score: penalisedScore(grade.grade.score, grade.penaltyPercent),
          rubric_levels: grade.grade.rubricLevels,
          feedback: grade.grade.feedback,
          graded_at: grade.grade.gradedAt.toISOString(),
          released_at: grade.grade.releasedAt?.toISOString() ?? null,
          is_current: grade.grade.submissionId === submission.id,
          submission_id: grade.grade.submissionId,
          version: grade.version,
        }
      : null,
  };
}

/**
 * PUT /api/assignment-submissions/{id}/grade/: grades this version of the learner's work (one
 * grade per learner and assignment; a new grade replaces the old one). The score is the rubric's
 * levels added up by the server when the assignment has a rubric and levels are given, otherwise
 * the score given, from 0 to the points. A released grade stays released with its new score; when
 * its score or feedback changes, the learner is notified (notification, live event, mail). A grade
 * that would leave the learner below the released one (after each version's late penalty) is
 * refused unless `confirm_lower` says the instructor saw both.
 */
export async function gradeSubmission(
  deps: ReleaseDeps,
  user: AccessClaims,
  submissionId: number,
  body: GradeSubmission,
  now: Date,
): Promise<void> {
  const { submission, assignment, courseTitle } = await loadGradable(deps.db, user, submissionId);
  let score: number;
  if (body.rubric_levels !== null) {
    const fromRubric =
      assignment.rubric.length === 0 ? null : rubricScore(assignment.rubric, body.rubric_levels);
    if (fromRubric === null) throw fieldError('rubric_levels', gradeMessages.rubricLevels);
    score = fromRubric;
  } else {
    score = roundScore(body.score!);
  }
  if (score > assignment.points) {
    throw fieldError(
      'score',
      gradeMessages.scoreAbovePoints.replace('{points}', String(assignment.points)),
    );
  }
  const values = {
    submissionId,
    score,
    rubricLevels: body.rubric_levels ?? [],
    feedback: body.feedback,
    gradedBy: user.userId,
    gradedAt: now,
  };
  const notices = await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        score: assignmentGrades.score,
        feedback: assignmentGrades.feedback,
        releasedAt: assignmentGrades.releasedAt,
        penaltyPercent: assignmentSubmissions.penaltyPercent,
      })
      .from(assignmentGrades)
      .innerJoin(assignmentSubmissions, eq(assignmentSubmissions.id, assignmentGrades.submissionId))
      .where(
        and(
          eq(assignmentGrades.assignmentId, assignment.id),
          eq(assignmentGrades.userId, submission.userId),
        ),
      )
      .for('update', { of: assignmentGrades });
    if (before?.releasedAt != null && !body.confirm_lower) {
      const released = penalisedScore(Number(before.score), before.penaltyPercent);
      const regraded = penalisedScore(score, submission.penaltyPercent);
      if (regraded < released) {
        throw fieldError(
          'confirm_lower',
          gradeMessages.lowerThanReleased
            .replace('{released}', String(released))
            .replace('{new}', String(regraded)),
        );
      }
    }
    await tx
      .insert(assignmentGrades)
      .values({ assignmentId: assignment.id, userId: submission.userId, ...values })
      .onConflictDoUpdate({
        target: [assignmentGrades.assignmentId, assignmentGrades.userId],
        set: values,
      });
    // A released grade stays released: its learner hears of a new score or feedback, once per
    // change, and a higher total may earn the certificate.
    const changed =
      before?.releasedAt != null &&
      (Number(before.score) !== score || before.feedback !== body.feedback);
    if (!changed) return [];
    await awardCertificateIfEarned(tx, submission.userId, assignment.courseId, now);
    return storeGradeNotices(
      tx,
      deps,
      { id: assignment.courseId, title: courseTitle },
      [
        {
          kind: 'assignment',
          id: submissionId,
          userId: submission.userId,
          itemTitle: assignment.title,
        },
      ],
      now,
      'changed',
    );
  });
  await publishNotifications(deps.bus, notices);
}
