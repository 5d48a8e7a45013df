import {
  GRADING_QUEUE_PAGE_SIZE,
  gradeEntryKinds,
  gradeEntryStates,
  type GradeEntryKind,
  type GradeEntryState,
  type GradingQueueEntry,
} from '@academy/contract/grading';
import { ClipboardCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FieldFrame } from '../../../components/ui/field-frame';
import { PageFrame } from '../../../components/ui/page-frame';
import { Pagination } from '../../../components/ui/pagination';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { getErrorMessage } from '../../../lib/api-error';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts';
import { useInstructorCourses } from '../../authoring/api/get-instructor-courses';
import { InstructorOnly } from '../../authoring/components/instructor-only';
import { useGradingQueue } from '../api/get-grading-queue';
import { useReleaseGrades } from '../api/release-grades';
import { LoadFailed } from '../components/classwork-page-parts';
import { useAssignmentMessage } from '../model/assignment-message';
import { formatDhakaDateTime } from '../model/dhaka-time';

const numberParam = (value: string | null) =>
  value && Number(value) > 0 ? Number(value) : undefined;

/** /grading: the queue of work to grade (like SpeedGrader's list), filtered by the address. */
export function GradingQueuePage() {
  return (
    <InstructorOnly>
      <GradingQueue />
    </InstructorOnly>
  );
}

function GradingQueue() {
  const { t } = useTranslation('classwork');
  const [params, setParams] = useSearchParams();
  const filters = {
    course: numberParam(params.get('course')),
    item: numberParam(params.get('item')),
    kind: (gradeEntryKinds as readonly string[]).includes(params.get('kind') ?? '')
      ? (params.get('kind') as GradeEntryKind)
      : undefined,
    state: (gradeEntryStates as readonly string[]).includes(params.get('state') ?? '')
      ? (params.get('state') as GradeEntryState)
      : undefined,
    page: numberParam(params.get('page')) ?? 1,
  };
  const queue = useGradingQueue(filters);
  // The instructor's own courses; every course for staff (the server decides).
  const courses = useInstructorCourses();
  const release = useReleaseGrades();
  const translate = useAssignmentMessage();

  /** Sets one filter in the address; `clears` names filters that no longer apply. */
  function setFilter(name: string, value: string, clears: string[] = []) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === '') next.delete(name);
      else next.set(name, value);
      next.delete('page');
      for (const other of clears) next.delete(other);
      return next;
    });
  }

  async function handleRelease(courseId: number, entry?: GradingQueueEntry) {
    try {
      const { released } = await release.mutateAsync({
        courseId,
        body: entry ? { entries: [{ kind: entry.kind, id: entry.id }] } : { all: true },
      });
      toast.success(t('queue.released', { count: released }));
    } catch (error) {
      toast.error(translate(getErrorMessage(error, t('queue.releaseFailed'))));
    }
  }

  if (queue.isError)
    return (
      <LoadFailed
        title={t('queue.loadFailed')}
        error={queue.error}
        onRetry={() => void queue.refetch()}
      />
    );
  const entries = queue.data?.results ?? [];
  const courseTitle = filters.course
    ? (courses.data?.find((course) => course.course_id === filters.course)?.course_title ??
      entries[0]?.course_title)
    : undefined;
  return (
    <PageFrame title={t('queue.title')} description={courseTitle ?? t('queue.description')}>
      <div className="space-y-5">
        <div className="flex flex-wrap items-end gap-4">
          <FieldFrame label={t('queue.course')}>
            {(control) => (
              <select
                {...control}
                value={filters.course ?? ''}
                onChange={(event) => setFilter('course', event.target.value, ['item'])}
              >
                <option value="">{t('queue.allCourses')}</option>
                {(courses.data ?? []).map((course) => (
                  <option key={course.course_id} value={course.course_id}>
                    {course.course_title}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
          <FieldFrame label={t('queue.state')}>
            {(control) => (
              <select
                {...control}
                value={filters.state ?? ''}
                onChange={(event) => setFilter('state', event.target.value)}
              >
                <option value="">{t('queue.allStates')}</option>
                {gradeEntryStates.map((state) => (
                  <option key={state} value={state}>
                    {t(`queue.states.${state}`)}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
          <FieldFrame label={t('queue.kind')}>
            {(control) => (
              <select
                {...control}
                value={filters.kind ?? ''}
                onChange={(event) => setFilter('kind', event.target.value)}
              >
                <option value="">{t('queue.allKinds')}</option>
                {gradeEntryKinds.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`queue.kinds.${kind}`)}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
          {(filters.course || filters.item) && (
            <Button variant="outline" size="sm" onClick={() => setParams(new URLSearchParams())}>
              {t('queue.clearFilters')}
            </Button>
          )}
          {filters.course && (
            <Button
              className="ml-auto"
              loading={release.isPending}
              onClick={() => void handleRelease(filters.course!)}
            >
              {t('queue.releaseAll')}
            </Button>
          )}
        </div>
        {queue.isPending ? (
          <LoadingRegion className="space-y-2">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </LoadingRegion>
        ) : entries.length === 0 ? (
          <EmptyState icon={ClipboardCheck} title={t('queue.empty')} hint={t('queue.emptyHint')} />
        ) : (
          <ul className="divide-y divide-line rounded-2xl border border-line bg-surface">
            {entries.map((entry) => (
              <QueueRow
                key={`${entry.kind}-${entry.id}`}
                entry={entry}
                releasing={release.isPending}
                onRelease={() => void handleRelease(entry.course_id, entry)}
              />
            ))}
          </ul>
        )}
        {queue.data && queue.data.count > GRADING_QUEUE_PAGE_SIZE && (
          <Pagination
            page={filters.page}
            count={queue.data.count}
            pageSize={GRADING_QUEUE_PAGE_SIZE}
            onPageChange={(page) => setFilter('page', String(page))}
          />
        )}
      </div>
    </PageFrame>
  );
}

const stateTones: Record<GradeEntryState, string> = {
  waiting: 'bg-amber-100 text-amber-900',
  graded: 'bg-sky-100 text-sky-900',
  released: 'bg-emerald-100 text-emerald-900',
};

function QueueRow({
  entry,
  releasing,
  onRelease,
}: {
  entry: GradingQueueEntry;
  releasing: boolean;
  onRelease: () => void;
}) {
  const { t } = useTranslation('classwork');
  const language = useLanguage();
  const number = (value: number) => formatNumber(value, language);
  const gradePath =
    entry.kind === 'assignment' ? `/grading/submissions/${entry.id}` : `/quiz-attempts/${entry.id}`;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
      <div className="min-w-0 flex-1">
        <Link
          to={gradePath}
          className="font-semibold text-ink underline-offset-4 hover:underline"
          aria-label={t('queue.open', { learner: entry.learner_name, item: entry.item_title })}
        >
          {entry.learner_name}
        </Link>
        <p className="text-sm text-ink-muted">
          {entry.item_title} · {entry.course_title}
        </p>
        <p className="text-sm text-ink-muted">
          {formatDhakaDateTime(entry.submitted_at, language)}
          {entry.is_late && ` · ${t('queue.late', { penalty: number(entry.penalty_percent) })}`}
        </p>
      </div>
      <span
        className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${stateTones[entry.state]}`}
      >
        {t(`queue.states.${entry.state}`)}
      </span>
      {entry.final_score !== null && (
        <span className="text-sm font-semibold text-ink">
          {t('tab.score', { score: number(entry.final_score), max: number(entry.max_score) })}
        </span>
      )}
      {entry.state === 'graded' && (
        <Button
          size="sm"
          variant="outline"
          loading={releasing}
          onClick={onRelease}
          aria-label={t('queue.releaseOne', {
            learner: entry.learner_name,
            item: entry.item_title,
          })}
        >
          {t('queue.release')}
        </Button>
      )}
    </li>
  );
}
