import { forumLimits } from '@academy/contract/forum';
import { MessagesSquare, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { Pagination } from '../../../components/ui/pagination';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { useTopics } from '../api/get-topics';
import { TopicCard } from '../components/topic-card';
import { pageFromParams } from '../../../lib/paged-query';

/** /forums: topics newest first, 10 a page. */
export function ForumPage() {
  const { t } = useTranslation('forum');
  const { pathname } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromParams(searchParams);
  const topics = useTopics(page);
  // The button shows at exactly this path (a trailing slash aside).
  const isForumRoot = pathname.replace(/\/$/, '') === '/forums';

  function changePage(next: number) {
    setSearchParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  let body;
  if (topics.isPending) {
    body = (
      <LoadingRegion className="space-y-4">
        <span className="sr-only">{t('list.loading')}</span>
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="space-y-3 rounded-2xl border border-line bg-surface p-5">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        ))}
      </LoadingRegion>
    );
  } else if (!topics.data || topics.data.results.length === 0) {
    body = <EmptyState icon={MessagesSquare} title={t('list.empty')} hint={t('list.emptyHint')} />;
  } else {
    body = (
      <div className="space-y-8">
        <ul className="space-y-4">
          {topics.data.results.map((topic) => (
            <li key={topic.id}>
              <TopicCard topic={topic} />
            </li>
          ))}
        </ul>
        <Pagination
          page={page}
          count={topics.data.count}
          pageSize={forumLimits.topicPageSize}
          onPageChange={changePage}
        />
      </div>
    );
  }

  return (
    <PageFrame
      title={t('list.title')}
      description={t('list.description')}
      width="narrow"
      actions={
        isForumRoot && (
          <ButtonLink to="/forums/create">
            <Plus className="size-4" aria-hidden="true" />
            {t('list.newTopic')}
          </ButtonLink>
        )
      }
    >
      {body}
    </PageFrame>
  );
}
