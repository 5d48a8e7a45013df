import { PEOPLE_PAGE_SIZE, type RosterLearner } from '@academy/contract/people';
import { Mail, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSearch } from '../../../components/ui/list-search';
import { Pagination } from '../../../components/ui/pagination';
import { formatDate, formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { toMediaUrl } from '../../../lib/media-url';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useRoster } from '../api/get-roster';
import { PeopleLoadFailed, PeopleSkeleton } from './list-states';
import { personName } from '../../../lib/person-name';

/** The whole class for its instructor and staff: who, since when, how far, how recently. */
export function RosterSection({ courseId }: { courseId: number }) {
  const { t } = useTranslation('people');
  const language = useLanguage();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 300);
  const [page, setPage] = useState(1);
  const roster = useRoster(courseId, search, page);
  const count = roster.data?.count ?? 0;

  return (
    <section aria-labelledby="people-learners" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="people-learners" className="text-lg font-semibold text-ink">
            {t('learners')}
          </h2>
          {roster.data && (
            <p className="text-sm text-ink-muted">
              {t('learnerCount', { count, value: formatNumber(count, language) })}
            </p>
          )}
        </div>
        <ListSearch
          label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          value={searchText}
          onChange={(text) => {
            setSearchText(text);
            setPage(1);
          }}
          className="w-full sm:w-72"
        />
      </div>
      {roster.isPending ? (
        <PeopleSkeleton />
      ) : roster.isError ? (
        <PeopleLoadFailed onRetry={() => void roster.refetch()} />
      ) : roster.data.results.length === 0 ? (
        <EmptyState
          icon={Users}
          headingLevel="h3"
          title={search ? t('noMatch') : t('noLearners')}
          hint={search ? undefined : t('noLearnersHint')}
        />
      ) : (
        <>
          <ul className="space-y-3" aria-busy={roster.isPlaceholderData}>
            {roster.data.results.map((learner) => (
              <RosterRow
                key={learner.user_id}
                learner={learner}
                totalLessons={roster.data.total_lessons}
              />
            ))}
          </ul>
          <Pagination
            page={page}
            count={count}
            pageSize={PEOPLE_PAGE_SIZE}
            onPageChange={setPage}
          />
        </>
      )}
    </section>
  );
}

function RosterRow({ learner, totalLessons }: { learner: RosterLearner; totalLessons: number }) {
  const { t } = useTranslation('people');
  const language = useLanguage();
  const name = personName(learner);
  const progress = t('progress', {
    done: formatNumber(learner.completed_lessons, language),
    total: formatNumber(totalLessons, language),
  });
  return (
    <li
      data-testid="roster-learner"
      className="grid gap-3 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-center"
    >
      <div className="flex min-w-0 items-center gap-3">
        <Avatar src={toMediaUrl(learner.profile_picture)} name={name} />
        <div className="min-w-0">
          <p className="truncate font-semibold text-ink">{name}</p>
          <p className="truncate text-sm text-ink-muted">{learner.email}</p>
          <p className="text-xs text-ink-muted">
            {t('enrolled', { date: formatDate(learner.enrolled_at, language) })}
            {' · '}
            {learner.last_activity_at
              ? t('lastActivity', { date: formatDate(learner.last_activity_at, language) })
              : t('noActivity')}
          </p>
        </div>
      </div>
      <div className="space-y-1">
        <p className="text-xs text-ink-muted">{progress}</p>
        <div
          role="progressbar"
          aria-label={name}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={learner.percentage}
          aria-valuetext={progress}
          className="h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-brand-700"
            style={{ width: `${learner.percentage}%` }}
          />
        </div>
      </div>
      <a
        href={`mailto:${learner.email}`}
        aria-label={t('emailLearner', { name })}
        title={t('emailLearner', { name })}
        className="inline-flex size-10 items-center justify-center justify-self-start rounded-lg border border-line text-ink hover:bg-slate-100 sm:justify-self-end"
      >
        <Mail className="size-4" aria-hidden="true" />
      </a>
    </li>
  );
}
