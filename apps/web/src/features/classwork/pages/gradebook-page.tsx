import {
  GRADEBOOK_PAGE_SIZE,
  type Gradebook,
  type GradebookCell,
} from '@academy/contract/gradebook';
import { Download, Table2, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { Pagination } from '../../../components/ui/pagination';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts';
import { InstructorOnly } from '../../authoring/components/instructor-only';
import { downloadGradebookCsv, useGradebook } from '../api/get-gradebook';
import { LoadFailed } from '../components/classwork-page-parts';
import { ClassworkStateBadge } from '../components/classwork-state-badge';
import { pageFromParams } from '../../../lib/paged-query';
import { ScrollTable } from '../../../components/ui/scroll-table';

/** /course/:courseId/gradebook: every learner's grades in the course, for its instructor. */
export function GradebookPage() {
  return (
    <InstructorOnly>
      <GradebookView />
    </InstructorOnly>
  );
}

function GradebookView() {
  const { t } = useTranslation('classwork');
  const { courseId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = pageFromParams(params);
  const gradebook = useGradebook(courseId, page);
  const [downloading, setDownloading] = useState(false);

  async function handleDownload() {
    setDownloading(true);
    try {
      await downloadGradebookCsv(courseId);
    } catch {
      toast.error(t('gradebook.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  }

  if (gradebook.isError) {
    return (
      <LoadFailed
        title={t('gradebook.loadFailed')}
        error={gradebook.error}
        onRetry={() => void gradebook.refetch()}
      />
    );
  }
  const data = gradebook.data;
  return (
    <PageFrame
      title={t('gradebook.title')}
      description={data?.course_title ?? t('gradebook.description')}
      actions={
        <div className="flex flex-wrap gap-2">
          <ButtonLink
            variant="outline"
            to={`/course/${encodeURIComponent(courseId)}/progress?tab=grades`}
          >
            {t('gradebook.backToCourse')}
          </ButtonLink>
          <Button
            loading={downloading}
            disabled={!data || data.count === 0}
            onClick={() => void handleDownload()}
          >
            <Download aria-hidden="true" className="size-4" />
            {t('gradebook.download')}
          </Button>
        </div>
      }
    >
      {!data ? (
        <LoadingRegion className="space-y-2">
          <Skeleton className="h-10" />
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </LoadingRegion>
      ) : data.count === 0 ? (
        <EmptyState
          icon={Users}
          title={t('gradebook.noLearners')}
          hint={t('gradebook.noLearnersHint')}
        />
      ) : data.items.length === 0 ? (
        <EmptyState
          icon={Table2}
          title={t('gradebook.noItems')}
          hint={t('gradebook.noItemsHint')}
        />
      ) : (
        <div className="space-y-4">
          <GradebookTable gradebook={data} />
          {data.count > GRADEBOOK_PAGE_SIZE && (
            <Pagination
              page={page}
              count={data.count}
              pageSize={GRADEBOOK_PAGE_SIZE}
              onPageChange={(next) => setParams({ page: String(next) })}
            />
          )}
        </div>
      )}
    </PageFrame>
  );
}

/**
 * The grid: one row a learner, one column an item; on a phone it scrolls sideways while the
 * learner's name stays in view.
 */
function GradebookTable({ gradebook }: { gradebook: Gradebook }) {
  const { t } = useTranslation('classwork');
  const language = useLanguage();
  const number = (value: number) => formatNumber(value, language);
  return (
    <ScrollTable
      label={t('gradebook.caption', { course: gradebook.course_title })}
      className="rounded-2xl"
    >
      <table className="min-w-full border-separate border-spacing-0 text-sm">
        <caption id="gradebook-caption" className="sr-only">
          {t('gradebook.caption', { course: gradebook.course_title })}
        </caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-10 border-b border-line bg-surface px-3 py-2 text-left font-semibold text-ink"
            >
              {t('gradebook.learner')}
            </th>
            {gradebook.items.map((item) => (
              <th
                key={`${item.kind}-${item.item_id}`}
                scope="col"
                className="min-w-32 border-b border-line px-3 py-2 text-left align-bottom font-semibold text-ink"
              >
                <span className="block text-xs font-normal text-ink-muted">
                  {t(`itemKinds.${item.kind}`)}
                </span>
                {item.title}
                <span className="block text-xs font-normal text-ink-muted">
                  {t('gradebook.outOf', { max: number(item.max_score) })}
                </span>
              </th>
            ))}
            <th
              scope="col"
              className="border-b border-line px-3 py-2 text-left align-bottom font-semibold text-ink"
            >
              {t('gradebook.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {gradebook.results.map((row) => (
            <tr key={row.learner_id}>
              <th
                scope="row"
                className="sticky left-0 z-10 max-w-40 border-b border-line bg-surface px-3 py-2 text-left font-semibold text-ink sm:max-w-64"
              >
                <span className="block truncate">{row.learner_name}</span>
                <span className="block truncate text-xs font-normal text-ink-muted">
                  {row.learner_email}
                </span>
              </th>
              {row.cells.map((cell, index) => (
                <td
                  key={`${gradebook.items[index]!.kind}-${gradebook.items[index]!.item_id}`}
                  className="border-b border-line px-3 py-2 align-top"
                >
                  <CellContent cell={cell} max={gradebook.items[index]!.max_score} />
                </td>
              ))}
              <td className="border-b border-line px-3 py-2 align-top font-semibold text-ink">
                {row.total_percent === null
                  ? t('gradebook.noTotal')
                  : t('gradebook.percent', { percent: number(row.total_percent) })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

function CellContent({ cell, max }: { cell: GradebookCell; max: number }) {
  const { t } = useTranslation('classwork');
  const language = useLanguage();
  const number = (value: number) => formatNumber(value, language);
  if (cell.score !== null) {
    return (
      <span className="font-semibold text-ink">
        {t('tab.score', { score: number(cell.score), max: number(max) })}
      </span>
    );
  }
  return (
    <span className="flex flex-col items-start gap-1">
      <ClassworkStateBadge state={cell.state} />
      {cell.unreleased_score !== null && (
        <span className="text-xs text-ink-muted">
          {t('gradebook.unreleased', { score: number(cell.unreleased_score) })}
        </span>
      )}
    </span>
  );
}
