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

/**
 * Whether module `m` (left joined, so it may be missing) has opened at `now` for the learner of
 * enrolment `e` and cohort `k`: the SQL twin of the contract's `ruleOpensOn`, for lists that
 * must leave locked work out (upcoming work).
 */
export const moduleOpenSql = (now: Date) => sql`(
  greatest(${scheduleBaseDaySql} + m.opens_after_days, m.opens_on) is null
  or greatest(${scheduleBaseDaySql} + m.opens_after_days, m.opens_on)
    <= (${now.toISOString()}::timestamptz at time zone 'Asia/Dhaka')::date
)`;

type ReleaseRow = {
  lesson_days: number | null;
  lesson_on: string | null;
  module_days: number | null;
  module_on: string | null;
  instructor_id: number;
  base_day: string | null;
};

/** Something the release schedule can lock: a lesson, or a quiz or assignment of a module. */
export type Releasable = { kind: 'lesson' | 'quiz' | 'assignment'; id: number };

const releaseFrom = {
  lesson: sql`lessons x left join course_modules m on m.id = x.module_id`,
  quiz: sql`quizzes x left join course_modules m on m.id = x.module_id`,
  assignment: sql`assignments x left join course_modules m on m.id = x.module_id`,
} as const;

/**
 * The academy day a lesson, quiz or assignment opens on for this reader (docs/rules.md, Cohorts):
 * counted from their cohort's first day, or from their enrolment day on Dhaka's calendar when
 * self-paced. A quiz or assignment follows its module's rule. Null when it is open to them: no
 * rule, they teach the course, or they are not enrolled (the route's own check then decides).
 */
export async function opensOnFor(
  db: Db,
  user: AccessClaims,
  item: Releasable,
): Promise<string | null> {
  const lessonRule =
    item.kind === 'lesson'
      ? sql`x.opens_after_days as lesson_days, x.opens_on::text as lesson_on`
      : sql`null::int as lesson_days, null::text as lesson_on`;
  const { rows } = await db.execute<ReleaseRow>(sql`
    select ${lessonRule},
      m.opens_after_days as module_days, m.opens_on::text as module_on, c.instructor_id,
      ${scheduleBaseDaySql}::text as base_day
    from ${releaseFrom[item.kind]}
    join courses c on c.id = x.course_id
    left join enrollments e on e.course_id = x.course_id and e.user_id = ${user.userId}
    left join course_cohorts k on k.id = e.cohort_id
    where x.id = ${item.id}
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

/** The academy day a lesson opens on for this reader; see `opensOnFor`. */
export const lessonOpensOnFor = (db: Db, user: AccessClaims, lessonId: number) =>
  opensOnFor(db, user, { kind: 'lesson', id: lessonId });

/**
 * A preHandler refusing (403) a signed-in learner a lesson that has not opened for them yet, on
 * every route that could show or count it: its reading, notebook, video playlist, completion and
 * "open". `param` names the lesson id in the route's path.
 */
export function refuseLockedLesson(
  app: FastifyInstance,
  param: 'id' | 'lessonId',
): preHandlerAsyncHookHandler {
  return refuseLocked(app, 'lesson', param);
}

const lockedMessage = {
  lesson: cohortMessages.lessonLocked,
  quiz: cohortMessages.quizLocked,
  assignment: cohortMessages.assignmentLocked,
} as const;

/**
 * A preHandler refusing (403) a signed-in learner a lesson, quiz or assignment that has not opened
 * for them yet; `param` names its id in the route's path.
 */
export function refuseLocked(
  app: FastifyInstance,
  kind: Releasable['kind'],
  param: 'id' | 'lessonId' = 'id',
): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!request.user) return;
    const id = (request.params as Record<string, number>)[param];
    if (typeof id !== 'number') return;
    const opensOn = await opensOnFor(app.db, request.user, { kind, id });
    if (!hasOpened(opensOn, app.clock.now())) throw forbidden(lockedMessage[kind]);
  };
}

/**
 * The modules of a course that are still locked for a learner at `now`, with the day each opens:
 * what Classwork shows on a quiz or assignment it cannot open yet. Empty for those who teach it.
 */
export async function lockedModules(
  db: Db,
  user: AccessClaims,
  courseId: number,
  now: Date,
): Promise<Map<number, string>> {
  const { rows } = await db.execute<{
    id: number;
    opens_after_days: number | null;
    opens_on: string | null;
    base_day: string;
  }>(sql`
    select m.id, m.opens_after_days, m.opens_on::text as opens_on,
      ${scheduleBaseDaySql}::text as base_day
    from course_modules m
    join enrollments e on e.course_id = m.course_id and e.user_id = ${user.userId}
    left join course_cohorts k on k.id = e.cohort_id
    where m.course_id = ${courseId} and (m.opens_after_days is not null or m.opens_on is not null)
  `);
  const locked = new Map<number, string>();
  for (const row of rows) {
    const opensOn = lessonOpensOn(
      { opensAfterDays: row.opens_after_days, opensOn: row.opens_on },
      { opensAfterDays: null, opensOn: null },
      row.base_day,
    );
    if (opensOn !== null && !hasOpened(opensOn, now)) locked.set(row.id, opensOn);
  }
  return locked;
}
