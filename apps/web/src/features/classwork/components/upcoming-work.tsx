import { ClipboardList, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DashboardSection } from '../../../components/ui/dashboard-section';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useUpcomingWork } from '../api/get-upcoming-work';

const icons = { quiz: ClipboardList, assignment: FileText } as const;

/** The dashboard's 'Upcoming work': what closes or is due in the next two weeks, across courses. */
export function UpcomingWork() {
  const { t } = useTranslation('classwork');
  const language = useLanguage();
  const upcoming = useUpcomingWork();
  if (upcoming.isPending) return <Skeleton className="h-24 w-full" />;
  if (upcoming.isError) return null;
  const items = upcoming.data.results;

  return (
    <DashboardSection id="upcoming-work" title={t('upcoming.title')}>
      {items.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('upcoming.empty')}</p>
      ) : (
        <ul className="divide-y divide-line rounded-2xl border border-line bg-surface shadow-sm">
          {items.map((item) => {
            const Icon = icons[item.kind];
            const due = formatDateTime(item.due_at, language);
            return (
              <li key={`${item.kind}-${item.id}`} data-testid="upcoming-work-item">
                <Link
                  to={item.kind === 'quiz' ? `/quizzes/${item.id}` : `/assignments/${item.id}`}
                  className="flex flex-wrap items-start gap-x-3 gap-y-1 p-4 hover:bg-slate-50"
                >
                  <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-ink">{item.title}</span>
                    <span className="block text-sm text-ink-muted">
                      {t(`upcoming.${item.kind}`)} · {item.course_title}
                    </span>
                  </span>
                  {/* On a phone the time goes under the title, which keeps the width it needs. */}
                  <time
                    dateTime={item.due_at}
                    className="basis-full pl-8 text-sm font-medium text-ink sm:basis-auto sm:pl-0"
                  >
                    {item.kind === 'quiz'
                      ? t('upcoming.closes', { date: due })
                      : t('upcoming.due', { date: due })}
                  </time>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </DashboardSection>
  );
}
