import { PEOPLE_PAGE_SIZE } from '@academy/contract/people';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { toMediaUrl } from '../../../lib/media-url';
import { useClassmates } from '../api/get-classmates';
import { PeopleLoadFailed, PeopleSkeleton } from './list-states';
import { personName } from '../../../lib/person-name';

/** The classmates who chose to be listed, and whether the reader is one of them. */
export function ClassmatesSection({ courseId }: { courseId: number }) {
  const { t } = useTranslation('people');
  const [page, setPage] = useState(1);
  const classmates = useClassmates(courseId, page);

  return (
    <section aria-labelledby="people-classmates" className="space-y-3">
      <h2 id="people-classmates" className="text-lg font-semibold text-ink">
        {t('classmates')}
      </h2>
      {classmates.isPending ? (
        <PeopleSkeleton rows={2} />
      ) : classmates.isError ? (
        <PeopleLoadFailed onRetry={() => void classmates.refetch()} />
      ) : (
        <>
          <p className="text-sm text-ink-muted">
            {classmates.data.you_are_listed ? t('youAreListed') : t('youAreHidden')}{' '}
            <Link
              to="/updateprofile"
              className="font-medium text-brand-700 underline underline-offset-4"
            >
              {t('changeInProfile')}
            </Link>
          </p>
          {classmates.data.results.length === 0 ? (
            <EmptyState
              icon={Users}
              headingLevel="h3"
              title={t('noClassmates')}
              hint={t('noClassmatesHint')}
            />
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2" aria-busy={classmates.isPlaceholderData}>
              {classmates.data.results.map((classmate) => {
                const name = personName(classmate);
                return (
                  <li
                    key={classmate.user_id}
                    data-testid="classmate"
                    className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-4"
                  >
                    <Avatar src={toMediaUrl(classmate.profile_picture)} name={name} />
                    <span className="min-w-0 truncate font-semibold text-ink">{name}</span>
                  </li>
                );
              })}
            </ul>
          )}
          <Pagination
            page={page}
            count={classmates.data.count}
            pageSize={PEOPLE_PAGE_SIZE}
            onPageChange={setPage}
          />
        </>
      )}
    </section>
  );
}
