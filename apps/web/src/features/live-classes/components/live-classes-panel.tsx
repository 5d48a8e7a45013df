import type { CourseModule } from '@academy/contract/catalogue';
import type { LiveClass } from '@academy/contract/live-classes';
import { CalendarClock, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCourseLiveClasses } from '../api/get-course-live-classes';
import { useServerNow } from '../model/use-server-now';
import { CalendarDownloadButton } from './calendar-download-button';
import { CancelLiveClassModal } from './cancel-live-class-modal';
import { ClassHeading, ClassTimes } from './class-times';
import { JoinButton } from './join-button';
import { SessionActionButton } from './session-action-button';
import { LiveClassFormModal } from './live-class-form-modal';
import { PastLiveClasses } from './past-live-classes';

type Modules = readonly Pick<CourseModule, 'module_id' | 'module_title' | 'lessons'>[];

/**
 * The Stream's live classes: the next one with a live countdown and a Join button that turns on
 * by itself, then the later ones and the past ones (recordings, attendance); the instructor
 * schedules, edits, cancels and attaches recordings here.
 */
export function LiveClassesPanel({ courseId, modules }: { courseId: string; modules: Modules }) {
  const { t } = useTranslation('live-classes');
  const classes = useCourseLiveClasses(courseId);
  const now = useServerNow(classes.data?.now);
  const [editing, setEditing] = useState<LiveClass | undefined>();
  const [formOpen, setFormOpen] = useState(false);
  const [cancelling, setCancelling] = useState<LiveClass | null>(null);
  const sessions = classes.data?.results ?? [];
  const next = sessions.find((session) => session.status === 'scheduled');
  const later = sessions.filter((session) => session !== next);
  const canManage = classes.data?.can_manage ?? false;
  const [searchParams, setSearchParams] = useSearchParams();
  const wantsSchedule = searchParams.get('schedule') === 'new';

  // ?schedule=new (Manage Courses' 'Schedule a live class') opens the form once the server has
  // said the reader may schedule, and leaves the address so Back and a reload do not reopen it.
  useEffect(() => {
    if (!wantsSchedule || !canManage) return;
    setEditing(undefined);
    setFormOpen(true);
    setSearchParams(
      (params) => {
        params.delete('schedule');
        return params;
      },
      { replace: true },
    );
  }, [wantsSchedule, canManage, setSearchParams]);

  function openForm(session?: LiveClass) {
    setEditing(session);
    setFormOpen(true);
  }

  function manageButtons(session: LiveClass) {
    if (!session.can_manage || session.status === 'cancelled') return null;
    return (
      <div className="flex flex-wrap gap-2">
        <SessionActionButton
          variant="outline"
          onClick={() => openForm(session)}
          text={t('panel.edit')}
          sessionTitle={session.title}
        />
        <SessionActionButton
          variant="ghost"
          onClick={() => setCancelling(session)}
          text={t('panel.cancel')}
          sessionTitle={session.title}
        />
      </div>
    );
  }

  return (
    <section
      aria-labelledby="course-live-classes"
      className="rounded-2xl border border-line bg-surface shadow-sm"
    >
      <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-3">
        <div className="flex items-center gap-2">
          <CalendarClock className="size-4 text-brand-700" aria-hidden="true" />
          <h2 id="course-live-classes" className="text-base font-semibold text-ink">
            {t('panel.title')}
          </h2>
        </div>
        {canManage && (
          <Button size="sm" variant="outline" onClick={() => openForm()}>
            <Plus className="size-4" aria-hidden="true" />
            {t('panel.schedule')}
          </Button>
        )}
      </div>
      <div className="space-y-4 p-4">
        {classes.isPending ? (
          <div className="space-y-3" aria-busy="true">
            <Skeleton className="h-24 w-full" />
          </div>
        ) : classes.isError ? (
          <p role="alert" className="text-sm text-danger">
            {t('panel.loadFailed')}
          </p>
        ) : sessions.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('panel.empty')}</p>
        ) : (
          <>
            {next && (
              <article
                aria-labelledby={`live-class-${next.id}`}
                className="space-y-3 rounded-xl bg-brand-50 p-3"
              >
                <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
                  {t('panel.next')}
                </p>
                <h3 id={`live-class-${next.id}`} className="font-semibold text-ink">
                  <Link
                    to={`/live-classes/${next.id}`}
                    className="underline-offset-4 hover:underline"
                  >
                    {next.title}
                  </Link>
                </h3>
                <ClassTimes session={next} />
                <JoinButton session={next} now={now} />
                <CalendarDownloadButton id={next.id} />
                {manageButtons(next)}
              </article>
            )}
            {later.length > 0 && (
              <div className="space-y-2">
                <h3 className="text-sm font-semibold text-ink">{t('panel.later')}</h3>
                <ul
                  className="max-h-80 space-y-3 overflow-y-auto"
                  tabIndex={0}
                  aria-label={t('panel.later')}
                >
                  {later.map((session) => (
                    <li
                      key={session.id}
                      className="space-y-1 border-b border-line pb-3 last:border-0"
                    >
                      <ClassHeading session={session} />
                      {manageButtons(session)}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </>
        )}
        <PastLiveClasses courseId={courseId} modules={modules} />
      </div>
      <LiveClassFormModal
        courseId={courseId}
        session={editing}
        open={formOpen}
        onOpenChange={setFormOpen}
      />
      <CancelLiveClassModal
        courseId={courseId}
        session={cancelling}
        onClose={() => setCancelling(null)}
      />
    </section>
  );
}
