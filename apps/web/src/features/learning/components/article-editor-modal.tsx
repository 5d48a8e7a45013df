import { lessonArticleInputSchema, type LessonArticleInput } from '@academy/contract/readings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/ui/form-actions';
import { Modal } from '../../../components/ui/modal';
import { getErrorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toasts';
import { RichTextEditor } from '../../rich-text/components/rich-text-editor';
import { useSaveLessonArticle } from '../api/save-lesson-article';
import { useLearningMessage } from '../model/learning-message';

export type ArticleEditorModalProps = {
  courseId: string;
  lessonId: number;
  lessonTitle: string;
  article: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The instructor writes the lesson's article in the one editor; empty removes it. */
export function ArticleEditorModal(props: ArticleEditorModalProps) {
  const { t } = useTranslation('learning');
  return (
    <Modal
      open={props.open}
      onOpenChange={props.onOpenChange}
      size="lg"
      title={t('reading.editTitle', { title: props.lessonTitle })}
    >
      {props.open && <ArticleForm {...props} onDone={() => props.onOpenChange(false)} />}
    </Modal>
  );
}

function ArticleForm({
  courseId,
  lessonId,
  article,
  onDone,
}: ArticleEditorModalProps & { onDone: () => void }) {
  const { t } = useTranslation('learning');
  const translate = useLearningMessage();
  const labelId = useId();
  const save = useSaveLessonArticle(courseId, lessonId);
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<LessonArticleInput>({
    resolver: zodResolver(lessonArticleInputSchema),
    defaultValues: { article },
  });
  const error = errors.article?.message;

  const submit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        toast.success(t('reading.saved'));
        onDone();
      },
      onError: (caught) => toast.error(getErrorMessage(caught, t('reading.saveFailed'))),
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <div className="space-y-1">
        <span id={labelId} className="text-sm font-medium text-ink">
          {t('reading.articleLabel')}
        </span>
        <Controller
          control={control}
          name="article"
          render={({ field }) => (
            <RichTextEditor
              initialHtml={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              labelId={labelId}
              invalid={Boolean(error)}
              describedBy={error ? `${labelId}-error` : undefined}
              size="lg"
            />
          )}
        />
        {error && (
          <p id={`${labelId}-error`} role="alert" className="text-sm font-medium text-danger">
            {translate(error)}
          </p>
        )}
      </div>
      <FormActions
        cancel={{ label: t('reading.cancel'), onClick: onDone }}
        submitLabel={t('reading.save')}
        submittingLabel={t('reading.saving')}
        submitting={save.isPending}
      />
    </form>
  );
}
