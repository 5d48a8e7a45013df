import { sql } from 'drizzle-orm';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { cohortMessages, hasOpened, lessonOpensOn } from '@academy/contract/cohorts';
import type { Db } from '../../db/client.ts';
import type { AccessClaims } from '../../lib/access-tokens.ts';
import { forbidden } from '../../lib/http-errors.ts';
import { canManageCourse } from '../authoring/policies.ts';

/**
 * The day a learner's release schedule counts from, for enrolment `e` and its cohort `k` (left
 * joined): the cohort's first day, or the enrolment day on Dhaka's calendar when self-paced.
 */
export const scheduleBaseDaySql = sql`coalesce(k.starts_on, (e.enrolled_at at time zone 'Asia/Dhaka')::date)`;

type ReleaseRow = {
  lesson_days: number | null;
  lesson_on: string | null;
  module_days: number | null;
  module_on: string | null;
  instructor_id: number;
  base_day: string | null;
};

/**
 * The academy day a lesson opens on for this reader (docs/rules.md, Cohorts): counted from their
 * cohort's first day, or from their enrolment day on Dhaka's calendar when self-paced. Null when
 * it is open to them: no rule, they teach the course, or they are not enrolled (the route's own
 * check then decides).
 */
export async function lessonOpensOnFor(
  db: Db,
  user: AccessClaims,
  lessonId: number,
): Promise<string | null> {
  const { rows } = await db.execute<ReleaseRow>(sql`
    select l.opens_after_days as lesson_days, l.opens_on::text as lesson_on,
      m.opens_after_days as module_days, m.opens_on::text as module_on, c.instructor_id,
      ${scheduleBaseDaySql}::text as base_day
    from lessons l
    join course_modules m on m.id = l.module_id
    join courses c on c.id = l.course_id
    left join enrollments e on e.course_id = l.course_id and e.user_id = ${user.userId}
    left join course_cohorts k on k.id = e.cohort_id
    where l.id = ${lessonId}
  `);
  const row = rows[0];
  if (!row || row.base_day === null) return null;
  if (canManageCourse(user, { instructorId: row.instructor_id })) return null;
  return lessonOpensOn(
    { opensAfterDays: row.module_days, opensOn: row.module_on },
    { opensAfterDays: row.lesson_days, opensOn: row.lesson_on },
    row.base_day,
  );
}

/**
 * A preHandler refusing (403) a signed-in learner a lesson that has not opened for them yet, on
 * every route that could show or count it: its reading, notebook, video playlist, completion and
 * "open". `param` names the lesson id in the route's path.
 */
export function refuseLockedLesson(
  app: FastifyInstance,
  param: 'id' | 'lessonId',
): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!request.user) return;
    const lessonId = (request.params as Record<string, number>)[param];
    if (typeof lessonId !== 'number') return;
    const opensOn = await lessonOpensOnFor(app.db, request.user, lessonId);
    if (!hasOpened(opensOn, app.clock.now())) throw forbidden(cohortMessages.lessonLocked);
  };
}
