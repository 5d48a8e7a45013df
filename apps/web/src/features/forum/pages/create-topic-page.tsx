import { forumLimits, topicInputSchema } from '@academy/contract/forum';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toasts';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { Field } from '../../../components/ui/field';
import { FieldFrame } from '../../../components/ui/field-frame';
import { PageFrame } from '../../../components/ui/page-frame';
import { getErrorMessage, getFieldErrors } from '../../../lib/api-error';
import { useCreateTopic } from '../api/create-topic';
import { useForumCategories } from '../api/get-forum-categories';
import { ForumTextarea } from '../components/forum-textarea';

type Errors = Partial<Record<'name' | 'text' | 'category_id', string>>;

/** /forums/create: the new-topic form. */
export function CreateTopicPage() {
  const { t } = useTranslation('forum');
  const navigate = useNavigate();
  const categories = useForumCategories();
  const createTopic = useCreateTopic();
  const [name, setName] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  // Create stays disabled until title, category and content are all filled in.
  const isComplete = name.trim() !== '' && categoryId !== '' && text.trim() !== '';

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = topicInputSchema.safeParse({ name, text, category_id: categoryId });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const topic = await createTopic.mutateAsync({ name, text, category_id: Number(categoryId) });
      // History replaced, so Back does not return to the filled-in form.
      await navigate(`/forums/topics/${topic.id}/`, { replace: true });
    } catch (error) {
      console.error('Failed to create topic', error);
      setErrors(getFieldErrors(error));
      toast.error(getErrorMessage(error, t('create.failed')));
    }
  }

  return (
    <PageFrame title={t('create.title')} description={t('create.description')} width="narrow">
      <form
        onSubmit={(event) => void handleSubmit(event)}
        noValidate
        className="space-y-6 rounded-2xl border border-line bg-surface p-6 shadow-sm"
      >
        <Field
          label={t('create.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder={t('create.namePlaceholder')}
          maxLength={forumLimits.nameMax}
          error={errors.name}
          required
        />
        <FieldFrame label={t('create.category')} error={errors.category_id} required>
          {(control) => (
            <select
              {...control}
              value={categoryId}
              onChange={(event) => setCategoryId(event.target.value)}
              required
            >
              <option value="">{t('create.selectCategory')}</option>
              {categories.data?.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <ForumTextarea
          label={t('create.text')}
          value={text}
          onChange={setText}
          placeholder={t('create.textPlaceholder')}
          maxLength={forumLimits.textMax}
          error={errors.text}
          rows={8}
          required
        />
        <div className="flex flex-wrap justify-end gap-3">
          <ButtonLink to="/forums" variant="outline">
            {t('create.cancel')}
          </ButtonLink>
          <Button
            type="submit"
            disabled={!isComplete}
            loading={createTopic.isPending}
            loadingText={t('create.submitting')}
          >
            {t('create.submit')}
          </Button>
        </div>
      </form>
    </PageFrame>
  );
}
