import { sql } from 'drizzle-orm';
import { VIDEO_RETENTION_POINTS, type CourseVideoInsight } from '@academy/contract/videos';
import type { Db } from '../../db/client.ts';

/**
 * The course's current hosted videos (each lesson's latest ready asset, as learners get it, in
 * the order of the course) and the learners' watch rows of them. Only accounts with the learner
 * role count: the instructor checking a video or staff looking at it are not its audience.
 */
const currentVideos = (courseId: number) => sql`
  current_videos as (
    select distinct on (a.lesson_id) a.id, a.lesson_id, a.duration_seconds
    from video_assets a
    where a.course_id = ${courseId} and a.status = 'ready' and a.discarded_at is null
      and a.lesson_id is not null and a.duration_seconds > 0
    order by a.lesson_id, a.created_at desc, a.id desc
  ),
  viewers as (
    select p.asset_id, p.user_id, p.plays, p.watched, p.watched_seconds
    from video_watch_progress p
    join current_videos c on c.id = p.asset_id
    join users u on u.id = p.user_id
    where u.role = 'learner' and (p.plays > 0 or p.watched_seconds > 0)
  )`;

/** Plays, viewers and mean share watched per video: one aggregate. */
async function videoTotals(db: Db, courseId: number) {
  const result = await db.execute<{
    asset_id: number;
    lesson_id: number;
    lesson_title: string;
    duration_seconds: number;
    plays: number;
    unique_viewers: number;
    average_watched_percent: string | null;
  }>(sql`
    with ${currentVideos(courseId)}
    select c.id as asset_id, c.lesson_id, l.title as lesson_title, c.duration_seconds,
      coalesce(sum(v.plays), 0)::integer as plays,
      count(v.user_id)::integer as unique_viewers,
      round((avg(least(v.watched_seconds / c.duration_seconds, 1))
        filter (where v.user_id is not null))::numeric * 100, 1)::text
        as average_watched_percent
    from current_videos c
    join lessons l on l.id = c.lesson_id
    join course_modules m on m.id = l.module_id
    left join viewers v on v.asset_id = c.id
    group by c.id, c.lesson_id, l.title, c.duration_seconds, m.position, l.position
    order by m.position, l.position, c.lesson_id`);
  return result.rows;
}

/**
 * Retention: at the middle of each twentieth of a video, how many of its viewers have a watched
 * range covering that moment (the merged [start, end] ranges video_watch_progress keeps).
 */
async function videoRetention(db: Db, courseId: number) {
  const result = await db.execute<{ asset_id: number; point: number; viewers: number }>(sql`
    with ${currentVideos(courseId)},
    points as (
      select c.id as asset_id, s.point, (s.point + 0.5) * c.duration_seconds / ${VIDEO_RETENTION_POINTS} as at
      from current_videos c
      cross join generate_series(0, ${VIDEO_RETENTION_POINTS - 1}) as s(point)
    )
    select p.asset_id, p.point::integer as point,
      count(v.user_id) filter (where exists (
        select 1 from jsonb_array_elements(v.watched) as r(range)
        where (r.range->>0)::float8 <= p.at and (r.range->>1)::float8 >= p.at
      ))::integer as viewers
    from points p
    left join viewers v on v.asset_id = p.asset_id
    group by p.asset_id, p.point
    order by p.asset_id, p.point`);
  return result.rows;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** GET /api/instructor-courses/{id}/video-insight/ */
export async function getCourseVideoInsight(db: Db, courseId: number): Promise<CourseVideoInsight> {
  const [totals, retention] = await Promise.all([
    videoTotals(db, courseId),
    videoRetention(db, courseId),
  ]);
  return {
    course_id: courseId,
    videos: totals.map((video) => {
      const duration = Number(video.duration_seconds);
      const viewers = Number(video.unique_viewers);
      return {
        lesson_id: Number(video.lesson_id),
        lesson_title: video.lesson_title,
        asset_id: Number(video.asset_id),
        duration_seconds: duration,
        plays: Number(video.plays),
        unique_viewers: viewers,
        average_watched_percent:
          video.average_watched_percent === null ? 0 : Number(video.average_watched_percent),
        retention: retention
          .filter((row) => Number(row.asset_id) === Number(video.asset_id))
          .map((row) => ({
            at_seconds:
              Math.round(((Number(row.point) + 0.5) * duration * 100) / VIDEO_RETENTION_POINTS) /
              100,
            viewers: Number(row.viewers),
            percent: viewers === 0 ? 0 : oneDecimal((Number(row.viewers) * 100) / viewers),
          })),
      };
    }),
  };
}
