import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { ApiError } from '../../../lib/api-error';
import { useLanguage } from '../../../lib/i18n';
import { useLiveClass } from '../api/get-live-class';
import { CalendarDownloadButton } from '../components/calendar-download-button';
import { ClassTimes } from '../components/class-times';
import { JoinButton } from '../components/join-button';
import { formatDhakaTime } from '../model/class-time';
import { useLiveClassMessage } from '../model/live-class-message';
import { useServerNow } from '../model/use-server-now';

const JOIN_REASONS = ['not_open', 'over', 'cancelled', 'expired', 'open'] as const;
type JoinReason = (typeof JOIN_REASONS)[number];

/**
 * /live-classes/:id: one class with its times and Join. The join route sends the browser back
 * here with ?join=<reason> when it cannot let them in yet, and the page says why and when.
 */
export function LiveClassPage() {
  const { t } = useTranslation('live-classes');
  const language = useLanguage();
  const translate = useLiveClassMessage();
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const detail = useLiveClass(id);
  const now = useServerNow(detail.data?.now);
  const reasonParam = searchParams.get('join');
  const reason = JOIN_REASONS.find((value) => value === reasonParam) as JoinReason | undefined;

  if (detail.isPending) {
    return (
      <PageFrame title={t('page.title')}>
        <Skeleton className="h-48 w-full" />
      </PageFrame>
    );
  }
  if (detail.isError) {
    const message = detail.error instanceof ApiError ? detail.error.detail : undefined;
    return (
      <PageFrame title={t('page.loadFailed')}>
        <EmptyState
          icon={AlertTriangle}
          alert
          title={t('page.loadFailed')}
          hint={message ? translate(message) : undefined}
        />
      </PageFrame>
    );
  }
  const session = detail.data.live_class;
  return (
    <PageFrame
      title={session.title}
      description={session.course_title}
      actions={
        <Link
          to={`/course/${session.course_id}/progress`}
          className="text-sm font-medium text-brand-800 underline-offset-4 hover:underline"
        >
          {t('page.backToCourse')}
        </Link>
      }
    >
      <div className="max-w-2xl space-y-6">
        {reason && (
          <p role="status" className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
            {t(`join.reason.${reason}`, {
              time: formatDhakaTime(session.join_opens_at, language),
            })}
          </p>
        )}
        <ClassTimes session={session} />
        <JoinButton session={session} now={now} />
        <CalendarDownloadButton id={session.id} />
        {session.description && (
          <section aria-labelledby="live-class-about" className="space-y-2">
            <h2 id="live-class-about" className="text-base font-semibold text-ink">
              {t('page.about')}
            </h2>
            <p className="text-sm whitespace-pre-line text-ink">{session.description}</p>
          </section>
        )}
      </div>
    </PageFrame>
  );
}
