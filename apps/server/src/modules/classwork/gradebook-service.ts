import { sql } from 'drizzle-orm';
import { penalisedScore } from '@academy/contract/assignment-grading';
import { courseTotal, type GradeWeights } from '@academy/contract/grades';
import type { GradebookCell, GradebookItem, GradebookRow } from '@academy/contract/gradebook';
import type { ClassworkItem } from '@academy/contract/quizzes';
import type { Db } from '../../db/client.ts';
import type { PageWindow } from '../../lib/pagination.ts';
import {
  assignmentResultOf,
  listAssignmentRows,
  loadAssignmentWork,
  place,
  sortPlacedItems,
  type AssignmentListRow,
  type AssignmentWork,
} from './classwork-assignments.ts';
import {
  baseItem,
  listQuizRows,
  loadQuizAttempts,
  quizState,
  type QuizListRow,
} from './classwork-service.ts';
import { loadWeights } from './grades-service.ts';
import { gradedScores } from './quiz-overview-service.ts';
import { quizGrade } from './quiz-grade.ts';

type Attempt = Awaited<ReturnType<typeof loadQuizAttempts>>[number];
type Column =
  | { kind: 'quiz'; item: ClassworkItem; row: QuizListRow }
  | { kind: 'assignment'; item: ClassworkItem; row: AssignmentListRow };

export type GradebookData = {
  weights: GradeWeights;
  items: GradebookItem[];
  count: number;
  rows: GradebookRow[];
};

type LearnerRow = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  total: number;
};

/**
 * The gradebook of a course: its learners (one window of them, or all without one) against its
 * published quizzes and assignments in Classwork's order. Each cell is worked out by the rules the
 * learner's own pages use (`quizState`, `assignmentResult`), each total by `courseTotal`, so the
 * gradebook never says something the Grades tab does not. Six queries whatever the size.
 */
export async function loadGradebook(
  db: Db,
  courseId: number,
  window: PageWindow | null,
  now: Date,
  onlyUserIds?: readonly number[],
): Promise<GradebookData> {
  const page = window ? sql`limit ${window.limit} offset ${window.offset}` : sql``;
  const only =
    onlyUserIds === undefined
      ? sql``
      : sql`and e.user_id in (${sql.join(
          onlyUserIds.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  const [weights, quizRows, assignmentRows, learners] = await Promise.all([
    loadWeights(db, courseId),
    listQuizRows(db, courseId, false),
    listAssignmentRows(db, courseId, false),
    db.execute<LearnerRow>(sql`
      select u.id, u.first_name, u.last_name, u.email, count(*) over ()::int as total
      from enrollments e join users u on u.id = e.user_id
      where e.course_id = ${courseId} ${only}
      order by lower(u.first_name), lower(u.last_name), u.id
      ${page}`),
  ]);
  const columns = orderColumns(quizRows, assignmentRows);
  const learnerIds = learners.rows.map((row) => row.id);
  const [attempts, work] =
    learnerIds.length === 0
      ? [[], []]
      : await Promise.all([
          loadQuizAttempts(db, courseId, learnerIds),
          loadAssignmentWork(db, courseId, learnerIds),
        ]);
  const attemptsOf = groupBy(attempts, (attempt) => attempt.userId);
  const workOf = groupBy(work, (entry) => entry.userId);
  const rows = learners.rows.map((learner): GradebookRow => {
    const cells = columns.map((column) =>
      column.kind === 'quiz'
        ? quizCell(column.row, attemptsOf.get(learner.id) ?? [], now)
        : assignmentCell(column.row, workOf.get(learner.id) ?? [], now),
    );
    const { total } = courseTotal(
      columns.map((column, index) => ({
        kind: column.kind,
        score: cells[index]!.score,
        max_score: column.item.max_score,
      })),
      weights,
    );
    return {
      learner_id: learner.id,
      learner_name: `${learner.first_name} ${learner.last_name}`.trim(),
      learner_email: learner.email,
      cells,
      total_percent: total,
    };
  });
  return {
    weights,
    items: columns.map(({ item, row }) => ({
      kind: item.kind,
      item_id: item.item_id,
      title: item.title,
      module_title: row.moduleTitle,
      due_at: item.due_at,
      max_score: item.max_score,
    })),
    count: learners.rows[0]?.total ?? (window ? await countLearners(db, courseId) : 0),
    rows,
  };
}

/**
 * Each named learner's course total (released grades only, `courseTotal`), as the gradebook and
 * the Grades tab say it; a learner with nothing graded has null.
 */
export async function learnerTotals(
  db: Db,
  courseId: number,
  userIds: readonly number[],
  now: Date,
): Promise<Map<number, number | null>> {
  if (userIds.length === 0) return new Map();
  const { rows } = await loadGradebook(db, courseId, null, now, userIds);
  return new Map(rows.map((row) => [row.learner_id, row.total_percent]));
}

/** The course's learners, for a page past the last one, which has no row to read it from. */
async function countLearners(db: Db, courseId: number): Promise<number> {
  const result = await db.execute<{ total: number }>(
    sql`select count(*)::int as total from enrollments where course_id = ${courseId}`,
  );
  return result.rows[0]?.total ?? 0;
}

/** Quizzes and assignments in Classwork's order (sortPlacedItems). */
function orderColumns(quizRows: QuizListRow[], assignmentRows: AssignmentListRow[]): Column[] {
  const blank = { state: null, score: null, passed: null, submitted_count: null };
  const placed = [
    ...quizRows.map((row) => ({
      moduleId: row.quiz.moduleId,
      moduleTitle: row.moduleTitle,
      modulePosition: row.modulePosition,
      item: { ...baseItem(row), ...blank },
      column: { kind: 'quiz' as const, row },
    })),
    ...assignmentRows.map((row) => ({
      ...place(row, blank),
      column: { kind: 'assignment' as const, row },
    })),
  ];
  return sortPlacedItems(placed).map(({ column, item }) => ({ ...column, item }) as Column);
}

function quizCell(row: QuizListRow, learnerAttempts: Attempt[], now: Date): GradebookCell {
  const mine = learnerAttempts.filter((attempt) => attempt.quizId === row.quiz.id);
  const waiting = mine.some(
    (attempt) =>
      attempt.submittedAt !== null && attempt.score !== null && attempt.gradeReleasedAt === null,
  );
  const scored = mine.flatMap((attempt) =>
    attempt.submittedAt !== null && attempt.score !== null ? [attempt.score] : [],
  );
  return {
    state: quizState(row.quiz, mine, now),
    score: quizGrade(row.quiz.gradingMethod, gradedScores(mine)),
    unreleased_score: waiting ? quizGrade(row.quiz.gradingMethod, scored) : null,
  };
}

function assignmentCell(
  row: AssignmentListRow,
  learnerWork: AssignmentWork[],
  now: Date,
): GradebookCell {
  const result = assignmentResultOf(row.assignment, learnerWork, now);
  const mine = learnerWork.filter((entry) => entry.assignmentId === row.assignment.id);
  const newest = mine[mine.length - 1];
  const pending =
    newest?.grade && newest.grade.submissionId === newest.submissionId && !newest.grade.releasedAt
      ? penalisedScore(newest.grade.score, newest.penaltyPercent)
      : null;
  return { state: result.state, score: result.finalScore, unreleased_score: pending };
}

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const found = groups.get(key(row));
    if (found) found.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}
