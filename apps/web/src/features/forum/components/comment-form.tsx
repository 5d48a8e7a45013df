import { forumLimits } from '@academy/contract/forum';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useCreateComment } from '../api/create-comment';
import { ForumTextarea } from './forum-textarea';

/**
 * The new-comment box: a blank comment is not sent; the box is cleared on send and
 * the text restored if the send fails (the failure is only logged).
 */
export function CommentForm({ topicId, onPosted }: { topicId: number; onPosted: () => void }) {
  const { t } = useTranslation('forum');
  const createComment = useCreateComment(topicId);
  const [text, setText] = useState('');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const sent = text;
    if (sent.trim() === '') return;
    setText('');
    createComment.mutate(sent, {
      onSuccess: onPosted,
      onError: (error) => {
        console.error('Failed to post comment', error);
        setText((current) => (current === '' ? sent : current));
      },
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-3">
      <ForumTextarea
        label={t('comments.label')}
        value={text}
        onChange={setText}
        placeholder={t('comments.placeholder')}
        maxLength={forumLimits.commentMax}
        rows={3}
      />
      <div className="flex justify-end">
        <Button
          type="submit"
          disabled={text.trim() === ''}
          loading={createComment.isPending}
          loadingText={t('comments.sending')}
        >
          {t('comments.submit')}
        </Button>
      </div>
    </form>
  );
}
