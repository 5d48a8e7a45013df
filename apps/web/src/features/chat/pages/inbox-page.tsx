import { BookOpen, Inbox, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { toMediaUrl } from '../../../lib/media-url';
import { useConversations } from '../api/get-conversations';

/** /course/inbox: the inbox list. */
export function InboxPage() {
  const { t } = useTranslation('chat');
  const conversations = useConversations();

  // Three placeholder rows while loading, then the heading.
  if (conversations.isPending) {
    return (
      <LoadingRegion className="mx-auto max-w-3xl space-y-3 px-4 py-10 sm:px-6 lg:px-8">
        <span className="sr-only">{t('inbox.loading')}</span>
        {Array.from({ length: 3 }, (_, index) => (
          <div
            key={index}
            className="flex items-center gap-4 rounded-2xl border border-line bg-surface p-4"
          >
            <Skeleton className="h-14 w-24 shrink-0 rounded-lg" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          </div>
        ))}
      </LoadingRegion>
    );
  }

  const rows = conversations.data ?? [];
  return (
    <PageFrame title={t('inbox.title')} description={t('inbox.description')} width="narrow">
      {rows.length === 0 ? (
        <EmptyState icon={Inbox} title={t('inbox.empty')} hint={t('inbox.emptyHint')} />
      ) : (
        <ul className="space-y-3">
          {rows.map((row) => {
            const thumbnail = toMediaUrl(row.thumbnail);
            return (
              <li key={row.course_id}>
                <Link
                  to={`/course/${row.course_id}/inbox/`}
                  className="flex items-center gap-4 rounded-2xl border border-line bg-surface p-4 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {thumbnail ? (
                    <img
                      src={thumbnail}
                      alt=""
                      className="h-14 w-24 shrink-0 rounded-lg bg-slate-100 object-cover"
                    />
                  ) : (
                    <span className="flex h-14 w-24 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                      <BookOpen className="size-6" aria-hidden="true" />
                    </span>
                  )}
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold text-ink">
                      {row.course_title}
                    </span>
                    <span className="block truncate text-sm text-ink-muted">
                      {t('inbox.instructor', { name: row.instructor_name })}
                    </span>
                  </span>
                  <MessageCircle className="size-5 shrink-0 text-ink-muted" aria-hidden="true" />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </PageFrame>
  );
}
