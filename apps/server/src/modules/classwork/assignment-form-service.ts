import { count, eq } from 'drizzle-orm';
import {
  assignmentMessages,
  type AssignmentForm,
  type InstructorAssignment,
} from '@academy/contract/assignments';
import { latePenalty, type LatePolicy } from '@academy/contract/assignment-grading';
import type { Db, DbTransaction } from '../../db/client.ts';
import {
  assignmentGrades,
  assignments,
  assignmentSubmissions,
} from '../../db/schema/assignments.ts';
import { fieldError } from '../../lib/http-errors.ts';
import { deleteMedia } from '../../lib/media-storage.ts';
import type { MediaStore } from '../../lib/media-store.ts';
import { richTextFromInput } from '../../lib/rich-text.ts';
import { presentAssignmentTerms, type AssignmentAccess } from './assignment-access.ts';
import { checkModule } from './module-check.ts';

function toAssignmentValues(form: AssignmentForm) {
  return {
    title: form.title,
    // The one rich-text allow-list (lib/rich-text.ts).
    instructions: richTextFromInput(form.instructions),
    moduleId: form.module_id,
    points: form.points,
    dueAt: new Date(form.due_at),
    cutoffAt: form.cutoff_at === null ? null : new Date(form.cutoff_at),
    latePenaltyPercent: form.late_penalty_percent,
    latePenaltyFloorPercent: form.late_penalty_floor_percent,
    submissionKind: form.submission_kind,
    rubric: form.rubric,
    isPublished: form.is_published,
  };
}

/** Creates an assignment in a course; answers its id. */
export async function createAssignment(
  db: Db,
  courseId: number,
  form: AssignmentForm,
): Promise<number> {
  return db.transaction(async (tx) => {
    await checkModule(tx, courseId, form.module_id, assignmentMessages.moduleNotInCourse);
    const [row] = await tx
      .insert(assignments)
      .values({ courseId, ...toAssignmentValues(form) })
      .returning({ id: assignments.id });
    return row!.id;
  });
}

/**
 * Saves the assignment form. Once a learner has been graded with its rubric, the rubric is fixed
 * (grades name its levels) and a form that changes it is refused; the rest still changes. A moved
 * due date (an extension) or a changed late rule counts every version's lateness again, in the
 * same transaction, so no version keeps a penalty from a due time that no longer stands.
 */
export async function updateAssignment(
  db: Db,
  access: AssignmentAccess,
  form: AssignmentForm,
): Promise<void> {
  const id = access.assignment.id;
  await db.transaction(async (tx) => {
    await checkModule(
      tx,
      access.assignment.courseId,
      form.module_id,
      assignmentMessages.moduleNotInCourse,
    );
    const [locked] = await tx
      .select({ rubric: assignments.rubric })
      .from(assignments)
      .where(eq(assignments.id, id))
      .for('update');
    const rubricChanged = JSON.stringify(locked?.rubric ?? []) !== JSON.stringify(form.rubric);
    if (rubricChanged && (await countRows(tx, 'grades', id)) > 0) {
      throw fieldError('rubric', assignmentMessages.rubricLocked);
    }
    const values = toAssignmentValues(form);
    await tx.update(assignments).set(values).where(eq(assignments.id, id));
    await recountLateness(tx, id, {
      dueAt: values.dueAt,
      penaltyPercent: values.latePenaltyPercent,
      floorPercent: values.latePenaltyFloorPercent,
    });
  });
}

/** Every version's started days late and penalty by the assignment's rule as it now stands. */
async function recountLateness(tx: DbTransaction, assignmentId: number, policy: LatePolicy) {
  const versions = await tx
    .select({
      id: assignmentSubmissions.id,
      submittedAt: assignmentSubmissions.submittedAt,
      daysLate: assignmentSubmissions.daysLate,
      penaltyPercent: assignmentSubmissions.penaltyPercent,
    })
    .from(assignmentSubmissions)
    .where(eq(assignmentSubmissions.assignmentId, assignmentId));
  for (const version of versions) {
    const counted = latePenalty(policy, version.submittedAt);
    if (
      counted.daysLate === version.daysLate &&
      counted.penaltyPercent === version.penaltyPercent
    ) {
      continue;
    }
    await tx
      .update(assignmentSubmissions)
      .set(counted)
      .where(eq(assignmentSubmissions.id, version.id));
  }
}

async function countRows(
  db: Db | DbTransaction,
  table: 'grades' | 'submissions',
  assignmentId: number,
): Promise<number> {
  const source = table === 'grades' ? assignmentGrades : assignmentSubmissions;
  const [row] = await db
    .select({ value: count() })
    .from(source)
    .where(eq(source.assignmentId, assignmentId));
  return row?.value ?? 0;
}

/** The assignment form as stored, for its instructor to edit. */
export async function getInstructorAssignment(
  db: Db,
  access: AssignmentAccess,
): Promise<InstructorAssignment> {
  const { assignment } = access;
  const [submissions, grades] = await Promise.all([
    countRows(db, 'submissions', assignment.id),
    countRows(db, 'grades', assignment.id),
  ]);
  return {
    assignment_id: assignment.id,
    course_id: assignment.courseId,
    course_title: access.courseTitle,
    submissions_count: submissions,
    rubric_locked: grades > 0 && assignment.rubric.length > 0,
    form: { ...presentAssignmentTerms(assignment), module_id: assignment.moduleId },
  };
}

/**
 * Deletes an assignment with every submission and grade (cascade), then the uploaded files; a
 * file left behind by a failed removal is unreachable, as no row names it any more.
 */
export async function deleteAssignment(db: Db, media: MediaStore, id: number): Promise<void> {
  const files = await db.transaction(async (tx) => {
    const rows = await tx
      .select({ path: assignmentSubmissions.filePath })
      .from(assignmentSubmissions)
      .where(eq(assignmentSubmissions.assignmentId, id));
    await tx.delete(assignments).where(eq(assignments.id, id));
    return rows;
  });
  await Promise.allSettled(files.map((file) => deleteMedia(media, file.path)));
}
