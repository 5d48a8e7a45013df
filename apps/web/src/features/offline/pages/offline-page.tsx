import { BookOpen, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { useAuth } from '../../../lib/auth/use-auth';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { useKeptCourses } from '../api/kept-courses';

/** /offline: what the app can show without a connection, and what needs one. */
export function OfflinePage() {
  const { t } = useTranslation('offline');
  const isOnline = useOnlineStatus();
  const { isAuthenticated } = useAuth();
  const kept = useKeptCourses();
  return (
    <PageFrame
      title={t('title')}
      description={isOnline ? t('onlineNow') : t('offlineNow')}
      width="narrow"
    >
      <section aria-labelledby="offline-available" className="space-y-4">
        <h2 id="offline-available" className="text-xl font-semibold text-ink">
          {t('available')}
        </h2>
        <ul className="list-disc space-y-1 ps-6 text-ink">
          <li>{t('pagesSeen')}</li>
          <li>{t('progressQueued')}</li>
        </ul>
        {isAuthenticated &&
          (kept.isPending ? (
            <LoadingRegion>
              <Skeleton className="h-16" />
            </LoadingRegion>
          ) : kept.data && kept.data.length > 0 ? (
            <ul className="divide-y divide-line rounded-2xl border border-line bg-surface">
              {kept.data.map((course) => (
                <li key={course.courseId}>
                  <Link
                    to={`/course/${course.courseId}/progress`}
                    className="flex items-center gap-3 px-5 py-4 font-medium text-brand-800 hover:bg-brand-50"
                  >
                    <BookOpen aria-hidden="true" className="size-5 shrink-0" />
                    {course.title}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState icon={BookOpen} title={t('noCourses')} hint={t('noCoursesHint')} />
          ))}
      </section>
      <section aria-labelledby="offline-online-only" className="mt-10 space-y-3">
        <h2
          id="offline-online-only"
          className="flex items-center gap-2 text-xl font-semibold text-ink"
        >
          <WifiOff aria-hidden="true" className="size-5" />
          {t('onlineOnly')}
        </h2>
        <p className="text-ink">{t('onlineOnlyList')}</p>
      </section>
    </PageFrame>
  );
}
