import { FAILED_JOBS_PAGE_SIZE, type FailedJob } from '@academy/contract/jobs';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Pagination } from '../../../../components/ui/pagination';
import { getErrorMessage } from '../../../../lib/api-error';
import { formatDateTime, formatNumber } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toasts';
import { useFailedJobs } from '../../api/get-failed-jobs';
import { useRetryJob } from '../../api/retry-job';
import { PanelLoadState } from '../panel-load-state';

const namedQueues = [
  'mail',
  'announcement-delivery',
  'order-settle',
  'order-paid-delivery',
] as const;
const isNamedQueue = (queue: string): queue is (typeof namedQueues)[number] =>
  (namedQueues as readonly string[]).includes(queue);

/** What the job was for, in the reader's language. */
function JobPurpose({ job }: { job: FailedJob }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { about } = job;
  if (about.kind === 'mail')
    return <>{t('jobs.about.mail', { to: about.to, subject: about.subject })}</>;
  if (about.kind === 'announcement') {
    return (
      <>
        {t('jobs.about.announcement', {
          count: about.recipients,
          id: formatNumber(about.announcement_id, language),
          value: formatNumber(about.recipients, language),
        })}
      </>
    );
  }
  if (about.kind === 'order') {
    const id = formatNumber(about.order_id, language);
    return (
      <>
        {about.step === 'settle'
          ? t('jobs.about.orderSettle', { id })
          : t('jobs.about.orderDelivery', { id })}
      </>
    );
  }
  return <>{t('jobs.about.other')}</>;
}

/** Background jobs that ran out of retries (mails, announcement deliveries), each with a retry. */
export function FailedJobsPanel() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = useFailedJobs(page);
  const retry = useRetryJob();

  async function retryJob(id: string) {
    try {
      await retry.mutateAsync(id);
      toast.success(t('jobs.retried'));
    } catch (error) {
      toast.error(getErrorMessage(error, t('jobs.retryFailed')));
    }
  }

  if (isLoading || isError || !data) return <PanelLoadState failed={!isLoading} />;
  if (data.results.length === 0)
    return <EmptyState icon={CircleCheck} title={t('jobs.empty')} hint={t('jobs.emptyHint')} />;
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-muted">{t('jobs.intro')}</p>
      <ul className="space-y-3">
        {data.results.map((job) => (
          <li
            key={job.id}
            className="rounded-xl border border-line bg-surface p-4 shadow-sm"
            data-testid="failed-job"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <h2 className="font-semibold break-words text-ink">
                  <JobPurpose job={job} />
                </h2>
                <p className="text-sm text-ink-muted">
                  {isNamedQueue(job.queue) ? t(`jobs.queues.${job.queue}`) : job.queue} ·{' '}
                  {t('jobs.attempts', {
                    count: job.attempts,
                    value: formatNumber(job.attempts, language),
                  })}{' '}
                  · {t('jobs.failedAt', { date: formatDateTime(job.failed_at, language) })}
                </p>
              </div>
              <Button
                size="sm"
                variant="outline"
                onClick={() => void retryJob(job.id)}
                loading={retry.isPending && retry.variables === job.id}
              >
                {t('jobs.retry')}
              </Button>
            </div>
            <p className="mt-3 text-sm font-medium text-ink">{t('jobs.lastError')}</p>
            <pre className="mt-1 overflow-x-auto rounded-lg bg-slate-50 p-2 text-xs whitespace-pre-wrap text-slate-700">
              {job.last_error}
            </pre>
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        count={data.count}
        pageSize={FAILED_JOBS_PAGE_SIZE}
        onPageChange={setPage}
      />
    </div>
  );
}
