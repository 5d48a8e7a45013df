import { learningLimits, noteDraftSchema, type Note } from '@academy/contract/learning';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toasts';
import { Field } from '../../../components/ui/field';
import { FormActions } from '../../../components/ui/form-actions';
import { FormError } from '../../../components/ui/form-error';
import { Modal } from '../../../components/ui/modal';
import { issuesByField, saveFailureErrors } from '../../../lib/form-errors';
import { useSaveNote } from '../api/save-note';
import { useLearningMessage } from '../model/learning-message';
import { hasRichContent } from '../../rich-text/model/rich-text-content';
import { RichTextEditor } from '../../rich-text/components/rich-text-editor';

export type NoteFormModalProps = {
  courseId: string;
  /** The note being edited; undefined to write a new one. */
  note?: Note;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The instructor's note form: a title and a rich-text body, checked as the server checks them. */
export function NoteFormModal({ courseId, note, open, onOpenChange }: NoteFormModalProps) {
  const { t } = useTranslation('learning');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={note ? t('notes.editTitle') : t('notes.addTitle')}
    >
      {/* Mounted afresh each time it opens, so the editor starts from the note's HTML. */}
      {open && <NoteForm courseId={courseId} note={note} onDone={() => onOpenChange(false)} />}
    </Modal>
  );
}

function NoteForm({
  courseId,
  note,
  onDone,
}: {
  courseId: string;
  note?: Note;
  onDone: () => void;
}) {
  const { t } = useTranslation('learning');
  const translate = useLearningMessage();
  const labelId = useId();
  const saveNote = useSaveNote(courseId);
  const [title, setTitle] = useState(note?.title ?? '');
  const [body, setBody] = useState(note?.body ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = noteDraftSchema.safeParse({ title, body: hasRichContent(body) ? body : '' });
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error.issues, translate));
      return;
    }
    setErrors({});
    try {
      await saveNote.mutateAsync({ ...parsed.data, noteId: note?.note_id });
      toast.success(note ? t('notes.updated') : t('notes.created'));
      onDone();
    } catch (error) {
      setErrors(saveFailureErrors(error, t('notes.saveFailed'), translate));
    }
  }

  const bodyErrorId = errors.body ? `${labelId}-error` : undefined;
  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-5">
      <Field
        label={t('notes.titleLabel')}
        required
        maxLength={learningLimits.noteTitleMax}
        value={title}
        error={errors.title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <div className="space-y-1.5">
        <span id={labelId} className="block text-sm font-medium text-ink">
          {t('notes.bodyLabel')}
          <span className="ml-0.5 text-danger" aria-hidden="true">
            *
          </span>
        </span>
        <RichTextEditor
          initialHtml={note?.body ?? ''}
          onChange={setBody}
          labelId={labelId}
          describedBy={bodyErrorId}
          invalid={Boolean(errors.body)}
        />
        {errors.body && (
          <p id={bodyErrorId} role="alert" className="text-sm font-medium text-danger">
            {errors.body}
          </p>
        )}
        <p className="text-sm text-ink-muted">{t('notes.bodyHint')}</p>
      </div>
      <FormError message={errors.form} />
      <FormActions
        cancel={{ label: t('notes.cancel'), onClick: onDone }}
        submitLabel={t('notes.save')}
        submittingLabel={t('notes.saving')}
        submitting={saveNote.isPending}
      />
    </form>
  );
}
