import { forumLimits, type Comment } from '@academy/contract/forum';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { formatReaderDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useDeleteComment } from '../api/delete-comment';
import { useUpdateComment } from '../api/update-comment';
import { ConfirmDialog } from './confirm-dialog';
import { ForumTextarea } from './forum-textarea';
import { PlainText } from './plain-text';
import { personName } from '../../../lib/person-name';

export type CommentItemProps = {
  comment: Comment;
  isEditing: boolean;
  onStartEdit: () => void;
  onStopEdit: () => void;
};

/** A comment in view or edit mode; only its author sees Edit. */
export function CommentItem({ comment, isEditing, onStartEdit, onStopEdit }: CommentItemProps) {
  const { t } = useTranslation('forum');
  const language = useLanguage();
  const updateComment = useUpdateComment(comment.topic);
  const deleteComment = useDeleteComment(comment.topic);
  const [draft, setDraft] = useState(comment.text);
  const [isConfirming, setIsConfirming] = useState(false);
  const author = personName(comment.created_by);

  function handleSave() {
    // A blank edit does not save.
    if (draft.trim() === '') return;
    updateComment.mutate(
      { id: comment.id, text: draft },
      {
        onSuccess: onStopEdit,
        onError: (error) => console.error('Failed to update comment', error),
      },
    );
  }

  return (
    <li className="flex gap-3 rounded-2xl border border-line bg-surface p-4">
      <Avatar name={author} size="sm" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="text-sm font-semibold text-ink">{author}</span>
          <time dateTime={comment.created_at} className="text-xs text-ink-muted">
            {formatReaderDateTime(comment.created_at, language)}
          </time>
          {comment.updated_at !== comment.created_at && (
            <span className="text-xs text-ink-muted">({t('topic.edited')})</span>
          )}
        </div>
        {isEditing ? (
          <div className="mt-3 space-y-3">
            <ForumTextarea
              label={t('comments.editLabel')}
              value={draft}
              onChange={setDraft}
              maxLength={forumLimits.commentMax}
              rows={3}
              hideLabel
            />
            <div className="flex justify-end gap-2">
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  setDraft(comment.text);
                  onStopEdit();
                }}
              >
                {t('comments.cancel')}
              </Button>
              <Button
                size="sm"
                onClick={handleSave}
                disabled={draft.trim() === ''}
                loading={updateComment.isPending}
                loadingText={t('comments.saving')}
              >
                {t('comments.save')}
              </Button>
            </div>
          </div>
        ) : (
          <PlainText text={comment.text} className="mt-2 text-sm text-ink" />
        )}
        {!isEditing && (comment.can_edit || comment.can_delete) && (
          <div className="mt-2 flex gap-1">
            {comment.can_edit && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setDraft(comment.text);
                  onStartEdit();
                }}
              >
                <Pencil className="size-4" aria-hidden="true" />
                {t('comments.edit')}
              </Button>
            )}
            {comment.can_delete && (
              <Button variant="ghost" size="sm" onClick={() => setIsConfirming(true)}>
                <Trash2 className="size-4" aria-hidden="true" />
                {t('comments.delete')}
              </Button>
            )}
          </div>
        )}
      </div>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={t('comments.deleteTitle')}
        question={t('comments.deleteConfirm')}
        confirmLabel={t('comments.delete')}
        busyLabel={t('comments.deleting')}
        isBusy={deleteComment.isPending}
        onConfirm={() =>
          deleteComment.mutate(comment.id, {
            onSuccess: () => setIsConfirming(false),
            onError: (error) => console.error('Failed to delete comment', error),
          })
        }
      />
    </li>
  );
}
