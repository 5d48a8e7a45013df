import { and, asc, eq, sql } from 'drizzle-orm';
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
  const rows = await db
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
        caller.canManage ? undefined : eq(assignments.isPublished, true),
      ),
    );
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
  const work = await db
    .select({
      assignmentId: assignmentSubmissions.assignmentId,
      daysLate: assignmentSubmissions.daysLate,
      submissionId: assignmentSubmissions.id,
      penaltyPercent: assignmentSubmissions.penaltyPercent,
      grade: {
        submissionId: assignmentGrades.submissionId,
        score: assignmentGrades.score,
        feedback: assignmentGrades.feedback,
        rubricLevels: assignmentGrades.rubricLevels,
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
    .where(and(eq(assignments.courseId, courseId), eq(assignmentSubmissions.userId, caller.userId)))
    .orderBy(asc(assignmentSubmissions.version));

  return rows.map((row) => {
    const mine = work.filter((entry) => entry.assignmentId === row.assignment.id);
    const graded = mine.find((entry) => entry.submissionId === entry.grade?.submissionId);
    const result = assignmentResult(
      row.assignment,
      mine,
      graded?.grade ? { ...graded.grade, penaltyPercent: graded.penaltyPercent } : null,
      now,
    );
    return place(row, { state: result.state, score: result.finalScore, submitted_count: null });
  });
}

type AssignmentListRow = {
  assignment: typeof assignments.$inferSelect;
  moduleTitle: string | null;
  modulePosition: number | null;
};

function place(
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
export function sortPlacedItems(items: PlacedItem[]): PlacedItem[] {
  const due = (entry: PlacedItem) =>
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
