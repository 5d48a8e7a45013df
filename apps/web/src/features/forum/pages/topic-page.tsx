import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toasts';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { PageFrame } from '../../../components/ui/page-frame';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { getErrorMessage } from '../../../lib/api-error';
import { useDeleteTopic } from '../api/delete-topic';
import { useTopic } from '../api/get-topic';
import { CommentsSection } from '../components/comments-section';
import { ConfirmDialog } from '../components/confirm-dialog';
import { PlainText } from '../components/plain-text';
import { TopicByline } from '../components/topic-byline';
import { TopicEditForm } from '../components/topic-edit-form';
import { pageFromParams } from '../../../lib/paged-query';

/** /forums/topics/:id: a topic with its comments, in view or edit mode. */
export function TopicPage() {
  const { t } = useTranslation('forum');
  const { id = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const commentsPage = pageFromParams(searchParams, 'comments_page');
  const topic = useTopic(id, commentsPage);
  const deleteTopic = useDeleteTopic();
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);

  if (topic.isPending) {
    return (
      <LoadingRegion className="mx-auto max-w-3xl space-y-4 px-4 py-10 sm:px-6 lg:px-8">
        <span className="sr-only">{t('topic.loading')}</span>
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-32 w-full rounded-2xl" />
        <Skeleton className="h-24 w-full rounded-2xl" />
      </LoadingRegion>
    );
  }

  if (topic.isError) {
    return (
      <PageFrame title={t('topic.notFound')} description={t('topic.notFoundHint')} width="narrow">
        <ButtonLink to="/forums">{t('topic.returnToForum')}</ButtonLink>
      </PageFrame>
    );
  }

  const data = topic.data;
  function handleDelete() {
    deleteTopic.mutate(data.id, {
      // To /forums, replacing this entry, with a page reload.
      onSuccess: () => window.location.replace('/forums'),
      onError: (error) => {
        console.error('Failed to delete topic', error);
        toast.error(getErrorMessage(error, t('topic.deleteFailed')));
      },
    });
  }

  function changeCommentsPage(next: number) {
    setSearchParams(next === 1 ? {} : { comments_page: String(next) }, { replace: true });
    const heading = document.getElementById('comments-heading');
    if (typeof heading?.scrollIntoView === 'function')
      heading.scrollIntoView({ behavior: 'smooth' });
  }

  return (
    <PageFrame
      title={data.name}
      width="narrow"
      description={
        <span className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <TopicByline topic={data} />
        </span>
      }
      actions={
        !isEditing && (
          <>
            <ButtonLink to="/forums" variant="ghost">
              <ArrowLeft className="size-4" aria-hidden="true" />
              {t('topic.backToForum')}
            </ButtonLink>
            {data.can_edit && (
              <Button variant="outline" onClick={() => setIsEditing(true)}>
                <Pencil className="size-4" aria-hidden="true" />
                {t('topic.edit')}
              </Button>
            )}
            {data.can_delete && (
              <Button variant="danger" onClick={() => setIsConfirming(true)}>
                <Trash2 className="size-4" aria-hidden="true" />
                {t('topic.delete')}
              </Button>
            )}
          </>
        )
      }
    >
      {isEditing ? (
        <TopicEditForm topic={data} onDone={() => setIsEditing(false)} />
      ) : (
        <div className="rounded-2xl border border-line bg-surface p-6 shadow-sm">
          <PlainText text={data.text} className="text-base leading-relaxed text-ink" />
        </div>
      )}
      <CommentsSection
        topic={data}
        onPageChange={changeCommentsPage}
        // A new comment is the newest: show the first page, where it is.
        onPosted={() => setSearchParams({}, { replace: true })}
      />
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={t('topic.deleteTitle')}
        question={t('topic.deleteConfirm')}
        confirmLabel={t('topic.delete')}
        busyLabel={t('topic.deleting')}
        isBusy={deleteTopic.isPending}
        onConfirm={handleDelete}
      />
    </PageFrame>
  );
}
