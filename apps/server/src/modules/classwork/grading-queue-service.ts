import { sql, type SQL } from 'drizzle-orm';
import { penalisedScore } from '@academy/contract/assignment-grading';
import type {
  GradeEntryKind,
  GradeEntryState,
  GradingQueueEntry,
  GradingQueueQuery,
} from '@academy/contract/grading';
import type { Db } from '../../db/client.ts';
import type { AccessClaims } from '../../lib/access-tokens.ts';
import type { PageWindow } from '../../lib/pagination.ts';
import { listsEveryCourse } from '../authoring/policies.ts';

type QueueRow = {
  kind: GradeEntryKind;
  id: number;
  course_id: number;
  course_title: string;
  item_id: number;
  item_title: string;
  learner_id: number;
  first_name: string;
  last_name: string;
  email: string;
  submitted_at: Date | string;
  days_late: number;
  penalty_percent: number;
  state: GradeEntryState;
  score: string | number | null;
  max_score: number;
  total: number;
};

/**
 * The entries of the grading queue, as one UNION: each learner's newest version of each
 * assignment with its grade (waiting when there is none, or the grade is of an older version),
 * and each submitted quiz attempt that has an essay (waiting while an essay is ungraded).
 */
const entries = sql`
  select 'assignment' as kind, s.id, a.course_id, a.id as item_id, a.title as item_title,
    s.user_id as learner_id, s.submitted_at, s.days_late, s.penalty_percent,
    case when g.id is null or g.submission_id <> s.id then 'waiting'
      when g.released_at is null then 'graded' else 'released' end as state,
    case when g.submission_id = s.id then g.score end as score,
    a.points as max_score
  from (select distinct on (assignment_id, user_id) * from assignment_submissions
    order by assignment_id, user_id, version desc) s
  join assignments a on a.id = s.assignment_id
  left join assignment_grades g on g.assignment_id = s.assignment_id and g.user_id = s.user_id
  union all
  select 'quiz_attempt', t.id, q.course_id, q.id, q.title, t.user_id, t.submitted_at, 0, 0,
    case when t.awaiting_grading then 'waiting'
      when t.grade_released_at is null then 'graded' else 'released' end,
    t.score, t.max_score
  from quiz_attempts t
  join quizzes q on q.id = t.quiz_id
  where t.submitted_at is not null
    and exists (select 1 from quiz_questions e where e.quiz_id = q.id and e.kind = 'essay')`;

/**
 * GET /api/grading-queue/: every piece of work to grade in the courses the caller manages (all
 * of them for staff), waiting work first, then oldest first; one query with its count.
 */
export async function listGradingQueue(
  db: Db,
  user: AccessClaims,
  query: GradingQueueQuery,
  window: PageWindow,
): Promise<{ rows: GradingQueueEntry[]; count: number }> {
  const filters: SQL[] = [];
  if (!listsEveryCourse(user)) filters.push(sql`c.instructor_id = ${user.userId}`);
  if (query.course !== undefined) filters.push(sql`w.course_id = ${query.course}`);
  if (query.kind !== undefined) filters.push(sql`w.kind = ${query.kind}`);
  if (query.item !== undefined) filters.push(sql`w.item_id = ${query.item}`);
  if (query.state !== undefined) filters.push(sql`w.state = ${query.state}`);
  const where = filters.length > 0 ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
  const result = await db.execute<QueueRow>(sql`
    select w.*, c.title as course_title, u.first_name, u.last_name, u.email,
      count(*) over ()::int as total
    from (${entries}) w
    join courses c on c.id = w.course_id
    join users u on u.id = w.learner_id
    ${where}
    order by case w.state when 'waiting' then 0 when 'graded' then 1 else 2 end,
      w.submitted_at asc, w.kind asc, w.id asc
    limit ${window.limit} offset ${window.offset}`);
  const rows = result.rows;
  return { count: rows[0]?.total ?? (await countOnly(db, where)), rows: rows.map(presentEntry) };
}

/** The count of a page past the end, which returns no row to read it from. */
async function countOnly(db: Db, where: SQL): Promise<number> {
  const result = await db.execute<{ total: number }>(sql`
    select count(*)::int as total from (${entries}) w
    join courses c on c.id = w.course_id ${where}`);
  return result.rows[0]?.total ?? 0;
}

function presentEntry(row: QueueRow): GradingQueueEntry {
  const score = row.score === null ? null : Number(row.score);
  return {
    kind: row.kind,
    id: row.id,
    course_id: row.course_id,
    course_title: row.course_title,
    item_id: row.item_id,
    item_title: row.item_title,
    learner_id: row.learner_id,
    learner_name: `${row.first_name} ${row.last_name}`.trim(),
    learner_email: row.email,
    submitted_at: new Date(row.submitted_at).toISOString(),
    is_late: row.days_late > 0,
    penalty_percent: row.penalty_percent,
    state: row.state,
    score,
    final_score: score === null ? null : penalisedScore(score, row.penalty_percent),
    max_score: Number(row.max_score),
  };
}
