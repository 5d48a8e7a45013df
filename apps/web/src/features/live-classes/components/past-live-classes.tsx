import type { CourseModule } from '@academy/contract/catalogue';
import type { LiveClass, PastLiveClass } from '@academy/contract/live-classes';
import { useQueryClient } from '@tanstack/react-query';
import { PlayCircle } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { SessionActionButton } from './session-action-button';
import { Pagination } from '../../../components/ui/pagination';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { formatDigits } from '../../../lib/digits';
import { useLanguage } from '../../../lib/i18n';
import { enrolledCourseQueryKey } from '../../learning/api/get-enrolled-course';
import { PAST_PAGE_SIZE, usePastLiveClasses } from '../api/get-past-live-classes';
import { formatDhakaTime } from '../model/class-time';
import { AttachRecordingModal } from './attach-recording-modal';
import { ClassAttendanceModal, CourseAttendanceModal } from './attendance-modals';
import { ClassHeading } from './class-times';

type Modules = readonly Pick<CourseModule, 'module_id' | 'module_title' | 'lessons'>[];

/**
 * Opens the recording's lesson in the course's player. A recording attached a moment ago may not
 * be among the lessons this page loaded yet: they are fetched again first, so the player does not
 * fall back to another lesson.
 */
function WatchRecordingLink({
  courseId,
  lessonId,
  modules,
}: {
  courseId: string;
  lessonId: number;
  modules: Modules;
}) {
  const { t } = useTranslation('live-classes');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const to = `/course/${courseId}/progress?lesson=${lessonId}`;
  const known = modules.some((module) =>
    module.lessons.some((lesson) => lesson.lesson_id === lessonId),
  );

  async function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (known) return;
    event.preventDefault();
    await queryClient.refetchQueries({ queryKey: enrolledCourseQueryKey(courseId) });
    await navigate(to);
  }

  return (
    <Link
      to={to}
      onClick={(event) => void handleClick(event)}
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline underline-offset-2 hover:no-underline"
    >
      <PlayCircle className="size-4" aria-hidden="true" />
      {t('past.watch')}
    </Link>
  );
}

/**
 * The Stream's past classes, latest first: recordings to watch, the reader's own attendance,
 * and for the instructor who joined, attendance rates and attaching a recording.
 */
export function PastLiveClasses({ courseId, modules }: { courseId: string; modules: Modules }) {
  const { t } = useTranslation('live-classes');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const past = usePastLiveClasses(courseId, page);
  const [attaching, setAttaching] = useState<LiveClass | null>(null);
  const [attendanceOf, setAttendanceOf] = useState<LiveClass | null>(null);
  const [ratesOpen, setRatesOpen] = useState(false);
  const attendeesText = (count: number) =>
    t('past.attendees', { count, value: formatDigits(count, language) });

  function recordingLine(session: PastLiveClass, canManage: boolean) {
    if (session.status === 'cancelled') return null;
    if (session.recording_lesson_id !== null) {
      return (
        <WatchRecordingLink
          courseId={courseId}
          lessonId={session.recording_lesson_id}
          modules={modules}
        />
      );
    }
    return (
      <div className="flex flex-wrap items-center gap-2">
        {session.recording_overdue ? (
          <span className="rounded bg-danger-soft px-1.5 py-0.5 text-xs font-medium text-danger">
            {t('past.overdue')}
          </span>
        ) : session.recording_due_at ? (
          <span className="text-xs text-ink-muted">
            {t('past.recordingDue', {
              time: formatDhakaTime(session.recording_due_at, language),
            })}
          </span>
        ) : (
          <span className="text-xs text-ink-muted">{t('past.recordingToCome')}</span>
        )}
        {canManage && (
          <SessionActionButton
            variant="outline"
            onClick={() => setAttaching(session)}
            text={t('past.attach')}
            sessionTitle={session.title}
          />
        )}
      </div>
    );
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-ink">{t('past.title')}</h3>
        {past.data?.can_manage && (
          <Button size="sm" variant="ghost" onClick={() => setRatesOpen(true)}>
            {t('past.rates')}
          </Button>
        )}
      </div>
      {!past.data ? (
        past.isError ? (
          <p role="alert" className="text-sm text-danger">
            {t('past.loadFailed')}
          </p>
        ) : (
          <LoadingRegion>
            <Skeleton className="h-16 w-full" />
          </LoadingRegion>
        )
      ) : past.data.count === 0 ? (
        <p className="text-sm text-ink-muted">{t('past.empty')}</p>
      ) : (
        <>
          {!past.data.can_manage && (
            <p className="text-sm text-ink">
              {t('past.myAttendance', {
                attended: formatDigits(past.data.my_attendance.attended, language),
                held: formatDigits(past.data.my_attendance.held, language),
              })}
            </p>
          )}
          <ul className="space-y-3" aria-label={t('past.title')}>
            {past.data.results.map((session) => (
              <li key={session.id} className="space-y-1 border-b border-line pb-3 last:border-0">
                <ClassHeading session={session} />
                {session.status !== 'cancelled' &&
                  (session.attendee_count !== null ? (
                    <SessionActionButton
                      variant="ghost"
                      onClick={() => setAttendanceOf(session)}
                      text={attendeesText(session.attendee_count)}
                      sessionTitle={session.title}
                    />
                  ) : (
                    <p
                      className={
                        session.attended ? 'text-xs text-brand-800' : 'text-xs text-ink-muted'
                      }
                    >
                      {session.attended ? t('past.joined') : t('past.missed')}
                    </p>
                  ))}
                {recordingLine(session, past.data.can_manage)}
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            count={past.data.count}
            pageSize={PAST_PAGE_SIZE}
            onPageChange={setPage}
          />
        </>
      )}
      <AttachRecordingModal
        courseId={courseId}
        session={attaching}
        modules={modules}
        onClose={() => setAttaching(null)}
      />
      <ClassAttendanceModal session={attendanceOf} onClose={() => setAttendanceOf(null)} />
      <CourseAttendanceModal
        courseId={courseId}
        open={ratesOpen}
        onClose={() => setRatesOpen(false)}
      />
    </div>
  );
}
