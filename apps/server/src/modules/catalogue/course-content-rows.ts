import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { executeNamed } from '../../db/named-query.ts';

export type CourseContentRows = {
  outcomes: { outcome_id: number; outcome_title: string }[];
  prerequisites: { prerequisite_id: number; prerequisite_title: string }[];
  tiers: { students: number; price_per_student: string; savings: string; is_popular: boolean }[];
  modules: ({ module_id: number; module_title: string } & ReleaseRuleColumns)[];
  lessons: ({
    lesson_id: number;
    module_id: number;
    lesson_title: string;
    duration: number;
    free_preview: boolean;
    article_words: number;
    has_notebook: boolean;
  } & ReleaseRuleColumns)[];
  videos: { video_id: number; lesson_id: number; video_title: string; video_link: string }[];
  resources: {
    resource_id: number;
    lesson_id: number;
    resource_title: string;
    resource_link: string;
  }[];
  /** Ids of the lessons the reader has completed; empty for visitors. */
  completed: number[];
};

/** When a module or lesson opens (drip release): a day of the schedule, a fixed day, or both. */
type ReleaseRuleColumns = { opens_after_days: number | null; opens_on: string | null };

type RawContent = { [K in keyof CourseContentRows]: CourseContentRows[K] | string };

/** json_agg arrives parsed from one driver and as text from another. */
const parsed = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/**
 * Everything under a course in one round trip, each list in authoring order: outcomes,
 * prerequisites, group price tiers, and the module tree flat (modules, lessons, videos,
 * resources), plus the reader's completed lessons. Each part is one indexed scan by course.
 */
export async function selectCourseContent(
  db: Db,
  courseId: number,
  userId: number | null,
): Promise<CourseContentRows> {
  const completed =
    userId === null
      ? sql`'[]'::json`
      : sql`(select coalesce(json_agg(lp.lesson_id), '[]'::json) from lesson_progress lp
             where lp.user_id = ${userId} and lp.course_id = ${courseId})`;
  const [row] = await executeNamed<RawContent>(
    db,
    sql`
    select
      (select coalesce(json_agg(json_build_object('outcome_id', o.id, 'outcome_title', o.title)
         order by o.position, o.id), '[]'::json)
       from course_outcomes o where o.course_id = ${courseId}) as outcomes,
      (select coalesce(json_agg(json_build_object('prerequisite_id', p.id, 'prerequisite_title', p.title)
         order by p.position, p.id), '[]'::json)
       from course_prerequisites p where p.course_id = ${courseId}) as prerequisites,
      (select coalesce(json_agg(json_build_object('students', t.students,
         'price_per_student', t.price_per_student::text, 'savings', t.savings::text,
         'is_popular', t.is_popular) order by t.students), '[]'::json)
       from course_price_tiers t where t.course_id = ${courseId}) as tiers,
      (select coalesce(json_agg(json_build_object('module_id', m.id, 'module_title', m.title,
         'opens_after_days', m.opens_after_days, 'opens_on', m.opens_on::text)
         order by m.position, m.id), '[]'::json)
       from course_modules m where m.course_id = ${courseId}) as modules,
      (select coalesce(json_agg(json_build_object('lesson_id', l.id, 'module_id', l.module_id,
         'lesson_title', l.title, 'duration', l.duration_minutes,
         'article_words', l.article_words, 'has_notebook', l.notebook_cells is not null,
         'opens_after_days', l.opens_after_days, 'opens_on', l.opens_on::text,
         'free_preview', l.is_free_preview and exists (select 1 from video_assets va
           where va.lesson_id = l.id and va.status = 'ready' and va.discarded_at is null))
         order by l.position, l.id), '[]'::json)
       from lessons l where l.course_id = ${courseId}) as lessons,
      (select coalesce(json_agg(json_build_object('video_id', v.id, 'lesson_id', v.lesson_id,
         'video_title', v.title, 'video_link', v.url) order by v.position, v.id), '[]'::json)
       from lesson_videos v join lessons l on l.id = v.lesson_id
       where l.course_id = ${courseId}) as videos,
      (select coalesce(json_agg(json_build_object('resource_id', r.id, 'lesson_id', r.lesson_id,
         'resource_title', r.title, 'resource_link', r.url) order by r.position, r.id), '[]'::json)
       from lesson_resources r join lessons l on l.id = r.lesson_id
       where l.course_id = ${courseId}) as resources,
      ${completed} as completed
  `,
  );
  if (!row) throw new Error('The course content query answers one row');
  return {
    outcomes: parsed(row.outcomes),
    prerequisites: parsed(row.prerequisites),
    tiers: parsed(row.tiers),
    modules: parsed(row.modules),
    lessons: parsed(row.lessons),
    videos: parsed(row.videos),
    resources: parsed(row.resources),
    completed: parsed(row.completed),
  };
}
