import { forumLimits, type TopicDetail } from '@academy/contract/forum';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toasts';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { getErrorMessage, getFieldErrors } from '../../../lib/api-error';
import { useUpdateTopic } from '../api/update-topic';
import { ForumTextarea } from './forum-textarea';

/** Edit mode of a topic: title and text; Save Changes or Cancel back to view. */
export function TopicEditForm({ topic, onDone }: { topic: TopicDetail; onDone: () => void }) {
  const { t } = useTranslation('forum');
  const updateTopic = useUpdateTopic(topic.id);
  const [name, setName] = useState(topic.name);
  const [text, setText] = useState(topic.text);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Both must be non-empty after trimming, else Save is disabled.
  const canSave = name.trim() !== '' && text.trim() !== '';

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSave) return;
    try {
      await updateTopic.mutateAsync({ name, text, category_id: topic.category.id });
      onDone();
    } catch (error) {
      console.error('Failed to update topic', error);
      setErrors(getFieldErrors(error));
      toast.error(getErrorMessage(error, t('topic.updateFailed')));
    }
  }

  return (
    <form
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      aria-label={t('topic.editTopic')}
      className="space-y-5 rounded-2xl border border-line bg-surface p-6 shadow-sm"
    >
      <Field
        label={t('topic.editName')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        maxLength={forumLimits.nameMax}
        error={errors.name}
        required
      />
      <ForumTextarea
        label={t('topic.editText')}
        value={text}
        onChange={setText}
        maxLength={forumLimits.textMax}
        error={errors.text}
        rows={8}
        required
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={onDone} disabled={updateTopic.isPending}>
          {t('topic.cancel')}
        </Button>
        <Button
          type="submit"
          disabled={!canSave}
          loading={updateTopic.isPending}
          loadingText={t('topic.saving')}
        >
          {t('topic.saveChanges')}
        </Button>
      </div>
    </form>
  );
}
