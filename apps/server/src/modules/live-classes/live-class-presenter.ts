import {
  joinOpensAt,
  liveClassEnd,
  RECORDING_DUE_HOURS,
  type LiveClass,
} from '@academy/contract/live-classes';

/** What the queries read of a live class; the meeting link is deliberately not among them. */
export type LiveClassRow = {
  id: number;
  courseId: number;
  courseTitle: string;
  seriesId: string | null;
  title: string;
  description: string;
  startsAt: Date;
  durationMinutes: number;
  status: 'scheduled' | 'cancelled';
  /** Only read for those who manage the class. */
  meetingHost: string | null;
  attended: boolean;
  recordingLessonId: number | null;
};

/** A live class for one reader; `canManage` decides the host's Join time and meeting_host. */
export function presentLiveClass(row: LiveClassRow, canManage: boolean): LiveClass {
  return {
    id: row.id,
    course_id: row.courseId,
    course_title: row.courseTitle,
    series_id: row.seriesId,
    title: row.title,
    description: row.description,
    starts_at: row.startsAt.toISOString(),
    ends_at: liveClassEnd(row.startsAt, row.durationMinutes).toISOString(),
    duration_minutes: row.durationMinutes,
    status: row.status,
    join_opens_at: joinOpensAt(row.startsAt, canManage).toISOString(),
    can_manage: canManage,
    meeting_host: canManage ? row.meetingHost : null,
    attended: row.attended,
    recording_lesson_id: row.recordingLessonId,
  };
}

/** When a class's recording is due: 24 hours after its end. */
export function recordingDueAt(row: Pick<LiveClassRow, 'startsAt' | 'durationMinutes'>): Date {
  const end = liveClassEnd(row.startsAt, row.durationMinutes);
  return new Date(end.getTime() + RECORDING_DUE_HOURS * 3_600_000);
}
