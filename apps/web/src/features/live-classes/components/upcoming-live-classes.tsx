import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DashboardSection } from '../../../components/ui/dashboard-section';
import { ButtonLink } from '../../../components/ui/button-link';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAuth } from '../../../lib/auth/use-auth';
import { formatDigits } from '../../../lib/digits';
import { useLanguage } from '../../../lib/i18n';
import { useUpcomingLiveClasses } from '../api/get-upcoming-live-classes';
import { useServerNow } from '../model/use-server-now';
import { CalendarFeedCard } from './calendar-feed-card';
import { ClassTimes } from './class-times';
import { JoinButton } from './join-button';

/**
 * The dashboard's 'Upcoming live classes' across the reader's courses (a weekly series once, at its
 * next class, with how many more are to come), each with its countdown
 * and Join, and the reader's private calendar feed; a teacher's way to schedule one.
 */
export function UpcomingLiveClasses() {
  const { t } = useTranslation('live-classes');
  const language = useLanguage();
  const upcoming = useUpcomingLiveClasses();
  const { user } = useAuth();
  // Who may schedule is the server's word on each course; this only shows the way to Teaching.
  const teaches = user?.role === 'instructor' || user?.role === 'admin';
  const now = useServerNow(upcoming.data?.now);
  if (upcoming.isPending) return <Skeleton className="h-32 w-full" />;
  if (upcoming.isError) return null;
  const sessions = upcoming.data.results;

  return (
    <DashboardSection
      id="upcoming-live-classes"
      title={t('upcoming.title')}
      action={
        teaches ? (
          <ButtonLink to="/courses/manage" variant="outline" size="sm">
            {t('upcoming.scheduleInTeaching')}
          </ButtonLink>
        ) : undefined
      }
    >
      {sessions.length === 0 && <p className="text-sm text-ink-muted">{t('upcoming.empty')}</p>}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {sessions.map((session) => (
          <li key={session.id}>
            <article
              aria-labelledby={`upcoming-class-${session.id}`}
              className="flex h-full flex-col gap-3 rounded-2xl border border-line bg-surface p-5 shadow-sm"
            >
              <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
                {session.course_title}
              </p>
              <h3 id={`upcoming-class-${session.id}`} className="font-semibold text-ink">
                <Link
                  to={`/live-classes/${session.id}`}
                  className="underline-offset-4 hover:underline"
                >
                  {session.title}
                </Link>
              </h3>
              <ClassTimes session={session} />
              {session.more_in_series > 0 && (
                <p className="text-sm text-ink-muted">
                  {t('upcoming.moreInSeries', {
                    count: session.more_in_series,
                    value: formatDigits(session.more_in_series, language),
                  })}
                </p>
              )}
              <JoinButton session={session} now={now} />
            </article>
          </li>
        ))}
      </ul>
      <CalendarFeedCard />
    </DashboardSection>
  );
}
