import { Clapperboard } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Pagination } from '../../../../components/ui/pagination';
import { formatDigits } from '../../../../lib/digits';
import { formatDateTime } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import {
  OVERDUE_RECORDINGS_PAGE_SIZE,
  useOverdueRecordings,
} from '../../api/get-overdue-recordings';
import { PanelLoadState } from '../panel-load-state';

/** Live classes whose recording is more than 24 hours late, the oldest first. */
export function OverdueRecordingsPanel() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = useOverdueRecordings(page);

  if (isLoading || isError || !data) return <PanelLoadState failed={!isLoading} />;
  return (
    <section aria-labelledby="overdue-recordings" className="space-y-4">
      <div>
        <h2 id="overdue-recordings" className="text-lg font-semibold text-ink">
          {t('recordings.title')}
        </h2>
        <p className="text-sm text-ink-muted">{t('recordings.hint')}</p>
      </div>
      {data.results.length === 0 ? (
        <EmptyState icon={Clapperboard} title={t('recordings.empty')} />
      ) : (
        <ul className="space-y-3">
          {data.results.map((session) => (
            <li
              key={session.id}
              className="rounded-xl border border-line bg-surface p-4 shadow-sm"
              data-testid="overdue-recording"
            >
              <h3 className="font-semibold text-ink">{session.title}</h3>
              <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                <div>
                  <dt className="inline text-ink-muted">{t('recordings.course')}: </dt>
                  <dd className="inline">
                    <Link
                      to={`/course/${session.course_id}/progress`}
                      className="text-brand-700 underline underline-offset-2 hover:no-underline"
                    >
                      {session.course_title}
                    </Link>
                  </dd>
                </div>
                <div>
                  <dt className="inline text-ink-muted">{t('recordings.instructor')}: </dt>
                  <dd className="inline">{session.instructor_name}</dd>
                </div>
                <div>
                  <dt className="inline text-ink-muted">{t('recordings.ended')}: </dt>
                  <dd className="inline">{formatDateTime(session.ends_at, language)}</dd>
                </div>
                <div>
                  <dt className="inline text-ink-muted">{t('recordings.due')}: </dt>
                  <dd className="inline font-medium text-danger">
                    {formatDateTime(session.due_at, language)}
                  </dd>
                </div>
              </dl>
              <p className="mt-2 text-xs text-ink-muted">
                {t('recordings.joined', {
                  count: session.attendee_count,
                  value: formatDigits(session.attendee_count, language),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        count={data.count}
        pageSize={OVERDUE_RECORDINGS_PAGE_SIZE}
        onPageChange={setPage}
      />
    </section>
  );
}
