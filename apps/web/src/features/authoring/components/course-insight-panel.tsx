import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { formatDigits } from '../../../lib/digits';
import { formatDate, formatPercent } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { formatBdt } from '../../../lib/money';
import { VideoInsight } from '../../videos/components/video-insight';
import { useCourseInsight } from '../api/get-course-insight';
import { EnrolmentChart } from './enrolment-chart';

function Stat({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <div className="rounded-xl border border-line bg-canvas p-4">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-ink">{value}</dd>
      {hint && <dd className="mt-1 text-xs text-ink-muted">{hint}</dd>}
    </div>
  );
}

/** Teaching insight of one course: enrolments over time, revenue, completion, latest reviews. */
export function CourseInsightPanel({ courseId }: { courseId: number }) {
  const { t } = useTranslation('authoring');
  const language = useLanguage();
  const insight = useCourseInsight(courseId);
  const n = (value: number) => formatDigits(value, language);

  if (insight.isPending) {
    return (
      <LoadingRegion className="space-y-4">
        <p className="text-sm text-ink-muted">{t('insight.loading')}</p>
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-24 w-full" />
      </LoadingRegion>
    );
  }
  if (insight.isError) {
    return (
      <p role="alert" className="text-sm font-medium text-danger">
        {t('insight.failed')}
      </p>
    );
  }
  const data = insight.data;
  return (
    <div className="space-y-6">
      <EnrolmentChart weeks={data.enrolments_by_week} />
      <dl className="grid gap-3 sm:grid-cols-3">
        <Stat label={t('insight.students')} value={n(data.total_students)} />
        <Stat
          label={t('insight.revenue')}
          value={formatBdt(data.approved_revenue, language)}
          hint={t('insight.payments', {
            count: data.approved_payments,
            value: n(data.approved_payments),
          })}
        />
        <Stat
          label={t('insight.completion')}
          value={formatPercent(data.average_completion / 100, language)}
          hint={t('insight.lessons', { count: data.total_lessons, value: n(data.total_lessons) })}
        />
      </dl>
      <VideoInsight courseId={courseId} />
      <section className="space-y-3">
        <h3 className="font-semibold text-ink">{t('insight.reviews')}</h3>
        {data.rating_avg && (
          <p className="text-sm text-ink-muted">
            {t('insight.averageRating', {
              rating: formatDigits(data.rating_avg, language),
              value: n(data.rating_count),
            })}
          </p>
        )}
        {data.latest_reviews.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('insight.noReviews')}</p>
        ) : (
          <ul className="space-y-3">
            {data.latest_reviews.map((review) => (
              <li key={review.review_id} className="rounded-xl border border-line p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium text-ink">{review.reviewer_name}</span>
                  <span className="flex items-center gap-1 text-sm text-ink-muted">
                    <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
                    {t('insight.rating', { rating: n(review.rating) })}
                  </span>
                </div>
                {review.comment && <p className="mt-2 text-sm text-ink">{review.comment}</p>}
                <p className="mt-1 text-xs text-ink-muted">
                  {formatDate(review.created_at, language)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
