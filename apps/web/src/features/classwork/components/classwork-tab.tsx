import type { Classwork, ClassworkItem } from '@academy/contract/quizzes';
import { AlertTriangle, ClipboardCheck, ClipboardList, FileText, Lock, Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { formatDate, formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useClasswork } from '../api/get-classwork';
import { formatDhakaDateTime } from '../model/dhaka-time';
import { dueThisWeek } from '../model/due-this-week';
import { ClassworkStateBadge } from './classwork-state-badge';

/** The Classwork tab: 'due this week' first, then the course's quizzes by module. */
export function ClassworkTab({ courseId }: { courseId: string }) {
  const { t } = useTranslation('classwork');
  const classwork = useClasswork(courseId);

  if (classwork.isPending) {
    return (
      <LoadingRegion className="space-y-3">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </LoadingRegion>
    );
  }
  if (classwork.isError) {
    return (
      <EmptyState
        icon={AlertTriangle}
        alert
        title={t('tab.loadFailed')}
        action={
          <Button variant="outline" onClick={() => void classwork.refetch()}>
            {t('tab.retry')}
          </Button>
        }
      />
    );
  }
  return <ClassworkList courseId={courseId} classwork={classwork.data} />;
}

function ClassworkList({ courseId, classwork }: { courseId: string; classwork: Classwork }) {
  const { t } = useTranslation('classwork');
  const items = useMemo(() => classwork.groups.flatMap((group) => group.items), [classwork]);
  const soon = useMemo(() => dueThisWeek(items, new Date()), [items]);
  const newQuiz = classwork.can_edit ? (
    <div className="flex flex-wrap justify-end gap-2">
      <ButtonLink to={`/course/${courseId}/quizzes/new`} variant="outline" size="sm">
        <Plus className="size-4" aria-hidden="true" />
        {t('tab.newQuiz')}
      </ButtonLink>
      <ButtonLink to={`/course/${courseId}/assignments/new`} variant="outline" size="sm">
        <Plus className="size-4" aria-hidden="true" />
        {t('tab.newAssignment')}
      </ButtonLink>
      <ButtonLink to={`/grading?course=${courseId}`} size="sm">
        <ClipboardCheck className="size-4" aria-hidden="true" />
        {t('tab.gradingQueue')}
      </ButtonLink>
    </div>
  ) : null;

  if (items.length === 0) {
    return (
      <EmptyState
        icon={ClipboardList}
        title={t('tab.empty')}
        hint={classwork.can_edit ? t('tab.emptyInstructorHint') : t('tab.emptyHint')}
        action={newQuiz}
      />
    );
  }
  return (
    <div className="space-y-8">
      {newQuiz}
      {soon.length > 0 && (
        <section aria-labelledby="classwork-due" className="rounded-2xl bg-amber-50 p-4 sm:p-5">
          <h2 id="classwork-due" className="mb-3 text-lg font-semibold text-ink">
            {t('tab.dueThisWeek')}
          </h2>
          <ul className="space-y-2">
            {soon.map((item) => (
              <ClassworkRow key={`${item.kind}-${item.item_id}`} item={item} canEdit={false} />
            ))}
          </ul>
        </section>
      )}
      {classwork.groups.map((group) => (
        <section
          key={group.module_id ?? 'course'}
          aria-label={group.module_title ?? t('tab.wholeCourse')}
        >
          <h2 className="mb-3 text-lg font-semibold text-ink">
            {group.module_title ?? t('tab.wholeCourse')}
          </h2>
          <ul className="divide-y divide-line rounded-2xl border border-line bg-surface">
            {group.items.map((item) => (
              <ClassworkRow
                key={`${item.kind}-${item.item_id}`}
                item={item}
                canEdit={classwork.can_edit}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function ClassworkRow({ item, canEdit }: { item: ClassworkItem; canEdit: boolean }) {
  const { t } = useTranslation('classwork');
  const language = useLanguage();
  const path = item.kind === 'quiz' ? `/quizzes/${item.item_id}` : `/assignments/${item.item_id}`;
  const Icon = item.kind === 'quiz' ? ClipboardList : FileText;
  if (item.opens_on) {
    // Its module has not opened for this learner: named with its day, never linked.
    return (
      <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-ink-muted">
        <Lock className="size-5 shrink-0" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{item.title}</p>
          <p className="text-sm">
            {t(`itemKinds.${item.kind}`)}
            {' · '}
            {t('tab.opensOn', { date: formatDate(item.opens_on, language) })}
          </p>
        </div>
      </li>
    );
  }
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
      <Icon className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <Link to={path} className="font-semibold text-ink underline-offset-4 hover:underline">
          {item.title}
        </Link>
        <p className="text-sm text-ink-muted">
          {t(`itemKinds.${item.kind}`)}
          {' · '}
          {item.due_at
            ? t('tab.due', { date: formatDhakaDateTime(item.due_at, language) })
            : t('tab.noDueDate')}
          {' · '}
          {t('tab.points', {
            count: item.max_score,
            points: formatNumber(item.max_score, language),
          })}
        </p>
      </div>
      {item.state && <ClassworkStateBadge state={item.state} />}
      {item.score !== null && (
        <span className="text-sm font-semibold text-ink">
          {t('tab.score', {
            score: formatNumber(item.score, language),
            max: formatNumber(item.max_score, language),
          })}
        </span>
      )}
      {canEdit && (
        <>
          {!item.is_published && (
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
              {t('tab.draft')}
            </span>
          )}
          <span className="text-sm text-ink-muted">
            {t('tab.submitted', {
              count: item.submitted_count ?? 0,
              learners: formatNumber(item.submitted_count ?? 0, language),
            })}
          </span>
          <Link
            to={`${path}/edit`}
            className="text-sm font-medium text-brand-800 underline-offset-4 hover:underline"
            aria-label={t('tab.editQuiz', { title: item.title })}
          >
            {t('tab.edit')}
          </Link>
        </>
      )}
    </li>
  );
}
