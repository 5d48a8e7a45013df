import {
  UPCOMING_WORK_DAYS,
  UPCOMING_WORK_LIMIT,
  type UpcomingWork,
} from '@academy/contract/upcoming-work';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { moduleOpenSql } from '../cohorts/lesson-release.ts';

type Row = {
  kind: 'quiz' | 'assignment';
  id: number;
  title: string;
  course_id: number;
  course_title: string;
  due_at: Date | string;
};

/**
 * The published quizzes closing and assignments due in the next two weeks in the courses the
 * reader is enrolled in, which they have not handed in yet and whose module has opened for them,
 * soonest first: one query.
 */
export async function listUpcomingWork(db: Db, userId: number, now: Date): Promise<UpcomingWork> {
  const until = new Date(now.getTime() + UPCOMING_WORK_DAYS * 86_400_000);
  const result = await db.execute<Row>(sql`
    select 'quiz' as kind, q.id, q.title, q.course_id, c.title as course_title, q.closes_at as due_at
      from quizzes q
      join enrollments e on e.course_id = q.course_id and e.user_id = ${userId}
      join courses c on c.id = q.course_id
      left join course_modules m on m.id = q.module_id
      left join course_cohorts k on k.id = e.cohort_id
      where q.is_published and q.closes_at > ${now} and q.closes_at <= ${until}
        and ${moduleOpenSql(now)}
        and not exists (select 1 from quiz_attempts a
          where a.quiz_id = q.id and a.user_id = ${userId} and a.submitted_at is not null)
    union all
    select 'assignment', a.id, a.title, a.course_id, c.title, a.due_at
      from assignments a
      join enrollments e on e.course_id = a.course_id and e.user_id = ${userId}
      join courses c on c.id = a.course_id
      left join course_modules m on m.id = a.module_id
      left join course_cohorts k on k.id = e.cohort_id
      where a.is_published and a.due_at > ${now} and a.due_at <= ${until}
        and ${moduleOpenSql(now)}
        and not exists (select 1 from assignment_submissions s
          where s.assignment_id = a.id and s.user_id = ${userId})
    order by due_at, kind, id
    limit ${UPCOMING_WORK_LIMIT}`);
  return {
    now: now.toISOString(),
    results: result.rows.map((row) => ({
      kind: row.kind,
      id: Number(row.id),
      title: row.title,
      course_id: Number(row.course_id),
      course_title: row.course_title,
      due_at: new Date(row.due_at).toISOString(),
    })),
  };
}
