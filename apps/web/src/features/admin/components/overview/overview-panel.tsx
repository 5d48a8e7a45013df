import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadingRegion, Skeleton } from '../../../../components/ui/skeleton';
import { formatDigits } from '../../../../lib/digits';
import { useLanguage } from '../../../../lib/i18n';
import { formatBdt } from '../../../../lib/money';
import { useOverview } from '../../api/get-overview';
import { takaValue } from '../../model/chart-scale';
import { DayChart } from './day-chart';

/** Pending payments now; enrolments and approved revenue per day over the last 30 days. */
export function OverviewPanel() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { data, isLoading, isError } = useOverview();
  if (isLoading) {
    return (
      <LoadingRegion className="space-y-4">
        <Skeleton className="h-24" />
        <Skeleton className="h-64" />
      </LoadingRegion>
    );
  }
  if (isError || !data) return <EmptyState title={t('loadFailed')} />;
  const cards = [
    {
      label: t('overview.pending'),
      value: formatDigits(data.pending_payments, language),
      testId: 'overview-pending',
    },
    {
      label: t('overview.enrollments'),
      value: formatDigits(data.total_enrollments, language),
      testId: 'overview-enrollments',
    },
    {
      label: t('overview.revenue'),
      value: formatBdt(data.total_revenue, language),
      testId: 'overview-revenue',
    },
  ];
  return (
    <div className="space-y-6">
      <dl className="grid gap-4 sm:grid-cols-3">
        {cards.map((card) => (
          <div key={card.testId} className="rounded-xl border border-line bg-surface p-5 shadow-sm">
            <dt className="text-sm text-ink-muted">{card.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-ink" data-testid={card.testId}>
              {card.value}
            </dd>
          </div>
        ))}
      </dl>
      <DayChart
        title={t('overview.enrollmentsChart')}
        days={data.days.map((day) => ({
          date: day.date,
          value: day.enrollments,
          label: formatDigits(day.enrollments, language),
        }))}
        color="fill-brand-600"
      />
      <DayChart
        title={t('overview.revenueChart')}
        days={data.days.map((day) => ({
          date: day.date,
          value: takaValue(day.revenue),
          label: formatBdt(day.revenue, language),
        }))}
        color="fill-accent-600"
        formatAxis={(value) =>
          formatBdt(String(value), language).replace(/\.00$/, '').replace(/\.০০$/, '')
        }
      />
    </div>
  );
}
