import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ClassworkItem } from '@academy/contract/quizzes';
import type { Db } from '../../db/client.ts';
import {
  assignmentGrades,
  assignments,
  assignmentSubmissions,
} from '../../db/schema/assignments.ts';
import { courseModules } from '../../db/schema/course-content.ts';
import { assignmentResult } from './assignment-result.ts';

/** A Classwork entry with where it sorts: its module's place and its due date. */
export type PlacedItem = {
  moduleId: number | null;
  moduleTitle: string | null;
  modulePosition: number | null;
  item: ClassworkItem;
};

/**
 * The course's assignments for the Classwork tab, in two queries: the assignments, then the
 * caller's versions and grades (a learner) or how many learners handed work in (the instructor).
 */
export async function listClassworkAssignments(
  db: Db,
  courseId: number,
  caller: { userId: number; canManage: boolean },
  now: Date,
): Promise<PlacedItem[]> {
  const rows = await listAssignmentRows(db, courseId, caller.canManage);
  if (caller.canManage) {
    const counts = await db
      .select({
        assignmentId: assignmentSubmissions.assignmentId,
        learners: sql<number>`count(distinct ${assignmentSubmissions.userId})::int`,
      })
      .from(assignmentSubmissions)
      .innerJoin(assignments, eq(assignments.id, assignmentSubmissions.assignmentId))
      .where(eq(assignments.courseId, courseId))
      .groupBy(assignmentSubmissions.assignmentId);
    const countOf = new Map(counts.map((row) => [row.assignmentId, row.learners]));
    return rows.map((row) =>
      place(row, {
        state: null,
        score: null,
        submitted_count: countOf.get(row.assignment.id) ?? 0,
      }),
    );
  }
  const work = await loadAssignmentWork(db, courseId, [caller.userId]);
  return rows.map((row) => {
    const result = assignmentResultOf(row.assignment, work, now);
    return place(row, { state: result.state, score: result.finalScore, submitted_count: null });
  });
}

/**
 * Learners' versions of the course's assignments with the grade of each, oldest first: only the
 * facts a result is worked out from (the gradebook reads thousands of these rows at once).
 */
export function loadAssignmentWork(db: Db, courseId: number, userIds: readonly number[]) {
  return db
    .select({
      assignmentId: assignmentSubmissions.assignmentId,
      userId: assignmentSubmissions.userId,
      daysLate: assignmentSubmissions.daysLate,
      submissionId: assignmentSubmissions.id,
      penaltyPercent: assignmentSubmissions.penaltyPercent,
      grade: {
        submissionId: assignmentGrades.submissionId,
        score: assignmentGrades.score,
        releasedAt: assignmentGrades.releasedAt,
      },
    })
    .from(assignmentSubmissions)
    .innerJoin(assignments, eq(assignments.id, assignmentSubmissions.assignmentId))
    .leftJoin(
      assignmentGrades,
      and(
        eq(assignmentGrades.assignmentId, assignmentSubmissions.assignmentId),
        eq(assignmentGrades.userId, assignmentSubmissions.userId),
      ),
    )
    .where(
      and(eq(assignments.courseId, courseId), inArray(assignmentSubmissions.userId, [...userIds])),
    )
    .orderBy(asc(assignmentSubmissions.version));
}

export type AssignmentWork = Awaited<ReturnType<typeof loadAssignmentWork>>[number];

/**
 * One learner's result for an assignment from their versions (oldest first, of this assignment
 * or any other), with the grade of the version it grades.
 */
export function assignmentResultOf(
  assignment: AssignmentListRow['assignment'],
  work: readonly AssignmentWork[],
  now: Date,
) {
  const mine = work.filter((entry) => entry.assignmentId === assignment.id);
  const graded = mine.find((entry) => entry.submissionId === entry.grade?.submissionId);
  return assignmentResult(
    assignment,
    mine,
    graded?.grade ? { ...graded.grade, penaltyPercent: graded.penaltyPercent } : null,
    now,
  );
}

export function listAssignmentRows(
  db: Db,
  courseId: number,
  withDrafts: boolean,
): Promise<AssignmentListRow[]> {
  return db
    .select({
      assignment: assignments,
      moduleTitle: courseModules.title,
      modulePosition: courseModules.position,
    })
    .from(assignments)
    .leftJoin(courseModules, eq(courseModules.id, assignments.moduleId))
    .where(
      and(
        eq(assignments.courseId, courseId),
        withDrafts ? undefined : eq(assignments.isPublished, true),
      ),
    );
}

export type AssignmentListRow = {
  assignment: typeof assignments.$inferSelect;
  moduleTitle: string | null;
  modulePosition: number | null;
};

export function place(
  { assignment, moduleTitle, modulePosition }: AssignmentListRow,
  caller: Pick<ClassworkItem, 'state' | 'score' | 'submitted_count'>,
): PlacedItem {
  return {
    moduleId: assignment.moduleId,
    moduleTitle,
    modulePosition,
    item: {
      kind: 'assignment',
      item_id: assignment.id,
      title: assignment.title,
      opens_at: null,
      due_at: assignment.dueAt.toISOString(),
      is_published: assignment.isPublished,
      max_score: assignment.points,
      passed: null,
      ...caller,
    },
  };
}
/** Work of the whole course first, then by module order; within one, by due date, undated last. */
export function sortPlacedItems<T extends PlacedItem>(items: T[]): T[] {
  const due = (entry: T) =>
    entry.item.due_at === null ? Number.POSITIVE_INFINITY : Date.parse(entry.item.due_at);
  return [...items].sort(
    (a, b) =>
      (a.modulePosition ?? -1) - (b.modulePosition ?? -1) ||
      (a.moduleId ?? 0) - (b.moduleId ?? 0) ||
      due(a) - due(b) ||
      a.item.kind.localeCompare(b.item.kind) ||
      a.item.item_id - b.item.item_id,
  );
}
