import type { TopicDetail } from '@academy/contract/forum';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/ui/pagination';
import { formatDigits } from '../../../lib/digits';
import { useLanguage } from '../../../lib/i18n';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';

export type CommentsSectionProps = {
  topic: TopicDetail;
  onPageChange: (page: number) => void;
  onPosted: () => void;
};

/** Comments newest first, 10 a page; one comment is edited at a time. */
export function CommentsSection({ topic, onPageChange, onPosted }: CommentsSectionProps) {
  const { t } = useTranslation('forum');
  const language = useLanguage();
  const [editingId, setEditingId] = useState<number | null>(null);

  return (
    <section aria-labelledby="comments-heading" className="mt-10 space-y-6">
      <h2 id="comments-heading" className="text-xl font-semibold text-ink">
        {t('comments.heading', { value: formatDigits(topic.comment_count, language) })}
      </h2>
      <CommentForm topicId={topic.id} onPosted={onPosted} />
      {topic.comments.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('comments.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {topic.comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              isEditing={editingId === comment.id}
              onStartEdit={() => setEditingId(comment.id)}
              onStopEdit={() => setEditingId(null)}
            />
          ))}
        </ul>
      )}
      <Pagination
        page={topic.comments_page}
        totalPages={topic.comments_page_count}
        onPageChange={onPageChange}
      />
    </section>
  );
}
