import { sql, type SQL } from 'drizzle-orm';
import { penalisedScore } from '@academy/contract/assignment-grading';
import { courseTotal, type GradeWeights } from '@academy/contract/grades';
import type { GradebookCell, GradebookItem, GradebookRow } from '@academy/contract/gradebook';
import type { ClassworkItem } from '@academy/contract/quizzes';
import type { Db } from '../../db/client.ts';
import type { PageWindow } from '../../lib/pagination.ts';
import {
  assignmentResultOf,
  listAssignmentRows,
  place,
  sortPlacedItems,
  type AssignmentListRow,
  type AssignmentWork,
} from './classwork-assignments.ts';
import { loadWeights } from './grade-weights.ts';
import { gradedScores, quizGrade } from './quiz-grade.ts';
import {
  baseItem,
  listQuizRows,
  quizState,
  type loadQuizAttempts,
  type QuizListRow,
} from './quiz-rows.ts';

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
  const only = onlyUserIds === undefined ? sql`` : sql`and e.user_id in (${idList(onlyUserIds)})`;
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
  const [attemptsOf, workOf] =
    learnerIds.length === 0
      ? [
          new Map<number, Map<number, Attempt[]>>(),
          new Map<number, Map<number, AssignmentWork[]>>(),
        ]
      : await Promise.all([
          loadAttemptsByLearner(db, courseId, learnerIds),
          loadWorkByLearner(db, courseId, learnerIds),
        ]);
  const rows = learners.rows.map((learner): GradebookRow => {
    const cells = columns.map((column) =>
      column.kind === 'quiz'
        ? quizCell(column.row, attemptsOf.get(learner.id)?.get(column.row.quiz.id) ?? [], now)
        : assignmentCell(
            column.row,
            workOf.get(learner.id)?.get(column.row.assignment.id) ?? [],
            now,
          ),
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

/** A learner's cell for a quiz from their attempts at it. */
function quizCell(row: QuizListRow, mine: Attempt[], now: Date): GradebookCell {
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

/** A learner's cell for an assignment from their versions of it. */
function assignmentCell(row: AssignmentListRow, mine: AssignmentWork[], now: Date): GradebookCell {
  const result = assignmentResultOf(row.assignment, mine, now);
  const newest = mine[mine.length - 1];
  const pending =
    newest?.grade && newest.grade.submissionId === newest.submissionId && !newest.grade.releasedAt
      ? penalisedScore(newest.grade.score, newest.penaltyPercent)
      : null;
  return { state: result.state, score: result.finalScore, unreleased_score: pending };
}

/*
 * The listed learners' attempts and hand-ins, one row per learner holding all of theirs as a JSON
 * array of the facts a cell is worked out from (the rows loadQuizAttempts and loadAssignmentWork
 * give a single learner). A gradebook of 200 learners reads about 6,000 of them; turned into
 * objects one row at a time by the ORM they cost more than the rest of the answer, while
 * JSON.parse of one text per learner is nearly free (docs/benchmarks.md, Gradebook). The JSON is
 * read as text so that both drivers hand over the same thing.
 */

type Json = string | number | boolean | null;

/** Each learner's facts by the id of the item they are about (the first value of each). */
async function loadFactsByLearner<T>(
  db: Db,
  query: SQL,
  toFact: (userId: number, fact: Json[]) => T,
): Promise<Map<number, Map<number, T[]>>> {
  const { rows } = await db.execute<{ user_id: number; facts: string }>(query);
  const byLearner = new Map<number, Map<number, T[]>>();
  for (const row of rows) {
    const byItem = new Map<number, T[]>();
    for (const fact of JSON.parse(row.facts) as Json[][]) {
      const itemId = fact[0] as number;
      const found = byItem.get(itemId);
      if (found) found.push(toFact(row.user_id, fact));
      else byItem.set(itemId, [toFact(row.user_id, fact)]);
    }
    byLearner.set(row.user_id, byItem);
  }
  return byLearner;
}

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
const dateOrNull = (value: Json) => (value === null ? null : new Date(value as string));

function loadAttemptsByLearner(db: Db, courseId: number, userIds: readonly number[]) {
  return loadFactsByLearner<Attempt>(
    db,
    sql`
      select a.user_id,
        json_agg(json_build_array(a.quiz_id, a.submitted_at, a.score, a.grade_released_at)
          order by a.number)::text as facts
      from quiz_attempts a join quizzes q on q.id = a.quiz_id
      where q.course_id = ${courseId} and a.user_id in (${idList(userIds)})
      group by a.user_id`,
    (userId, [quizId, submittedAt, score, gradeReleasedAt]) => ({
      userId,
      quizId: quizId as number,
      submittedAt: dateOrNull(submittedAt!),
      score: score as number | null,
      gradeReleasedAt: dateOrNull(gradeReleasedAt!),
    }),
  );
}

function loadWorkByLearner(db: Db, courseId: number, userIds: readonly number[]) {
  return loadFactsByLearner<AssignmentWork>(
    db,
    sql`
      select s.user_id,
        json_agg(json_build_array(s.assignment_id, s.id, s.days_late, s.penalty_percent,
          g.submission_id, g.score, g.released_at) order by s.version)::text as facts
      from assignment_submissions s
        join assignments x on x.id = s.assignment_id
        left join assignment_grades g
          on g.assignment_id = s.assignment_id and g.user_id = s.user_id
      where x.course_id = ${courseId} and s.user_id in (${idList(userIds)})
      group by s.user_id`,
    (
      userId,
      [assignmentId, submissionId, daysLate, penaltyPercent, gradedId, score, releasedAt],
    ) => ({
      userId,
      assignmentId: assignmentId as number,
      submissionId: submissionId as number,
      daysLate: daysLate as number,
      penaltyPercent: penaltyPercent as number,
      grade:
        gradedId === null
          ? null
          : {
              submissionId: gradedId as number,
              score: score as number,
              releasedAt: dateOrNull(releasedAt!),
            },
    }),
  );
}
