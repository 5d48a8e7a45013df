import {
  assignmentLimits,
  assignmentMessages,
  submitWorkSchema,
  type AssignmentOverview,
} from '@academy/contract/assignments';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FieldFrame } from '../../../components/ui/field-frame';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { getErrorMessage, getFieldErrors } from '../../../lib/api-error';
import { toast } from '../../../lib/toasts';
import { useSubmitWork, type WorkInput } from '../api/submit-work';
import { useAssignmentMessage } from '../model/assignment-message';
import { BeforeSubmitNotice, hasGradeAtStake } from './before-submit-notice';
import { issuesByPath } from '../model/quiz-errors';

/** The file types the picker offers; the server checks each by its content. */
const ACCEPT = '.pdf,.ipynb,.py,.R,.r,.zip,.docx';

/**
 * Hands in a new version: a file (with an upload progress bar), a link or text, as the assignment
 * takes, after saying what it does to a released grade and what late penalty it carries. The size and the link are checked here as the server checks them; the type by content
 * only on the server.
 */
export function SubmitWorkForm({ assignment }: { assignment: AssignmentOverview }) {
  const { t } = useTranslation('classwork');
  const translate = useAssignmentMessage();
  const submit = useSubmitWork(assignment.assignment_id);
  const [file, setFile] = useState<File | null>(null);
  const [value, setValue] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [understood, setUnderstood] = useState(false);
  const kind = assignment.submission_kind;

  /** The work to send, or the errors the server would answer for it. */
  function localWork(): { work: WorkInput } | { errors: Record<string, string> } {
    if (kind === 'file') {
      if (!file) return { errors: { file: assignmentMessages.noFile } };
      if (file.size > assignmentLimits.fileMaxBytes) {
        return { errors: { file: assignmentMessages.fileTooLarge } };
      }
      return { work: { kind: 'file', file, onProgress: setProgress } };
    }
    const parsed = submitWorkSchema.safeParse(
      kind === 'link' ? { link_url: value } : { text: value },
    );
    if (!parsed.success) return { errors: issuesByPath(parsed.error.issues) };
    return { work: { kind: 'json', body: parsed.data } };
  }
  const translated = (found: Record<string, string>) =>
    Object.fromEntries(Object.entries(found).map(([key, message]) => [key, translate(message)]));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = localWork();
    if ('errors' in checked) {
      setErrors(translated(checked.errors));
      return;
    }
    if (hasGradeAtStake(assignment) && !understood) {
      setErrors({ understood: t('assignment.understoodRequired') });
      return;
    }
    setErrors({});
    setProgress(kind === 'file' ? 0 : null);
    try {
      const saved = await submit.mutateAsync(checked.work);
      toast.success(
        saved.is_late
          ? t('assignment.submittedLate', { version: saved.version })
          : t('assignment.submitted', { version: saved.version }),
      );
      setFile(null);
      setValue('');
      setUnderstood(false);
      form.reset();
    } catch (error) {
      const fieldErrors = getFieldErrors(error);
      setErrors(translated(fieldErrors));
      toast.error(translate(getErrorMessage(error, t('assignment.submitFailed'))));
    } finally {
      setProgress(null);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      aria-labelledby="assignment-submit"
      className="space-y-4 rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <h2 id="assignment-submit" className="text-lg font-semibold text-ink">
        {assignment.submissions.length === 0
          ? t('assignment.submitTitle')
          : t('assignment.resubmitTitle')}
      </h2>
      {kind === 'file' && (
        <FieldFrame
          label={t('assignment.file')}
          hint={t('assignment.fileHint')}
          error={errors.file}
        >
          {(control) => (
            <input
              {...control}
              type="file"
              accept={ACCEPT}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          )}
        </FieldFrame>
      )}
      {kind === 'link' && (
        <Field
          type="url"
          inputMode="url"
          label={t('assignment.link')}
          hint={t('assignment.linkHint')}
          maxLength={assignmentLimits.linkMax}
          value={value}
          error={errors.link_url}
          onChange={(event) => setValue(event.target.value)}
        />
      )}
      {kind === 'text' && (
        <FieldFrame label={t('assignment.text')} error={errors.text}>
          {(control) => (
            <textarea
              {...control}
              rows={8}
              maxLength={assignmentLimits.textMax}
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
          )}
        </FieldFrame>
      )}
      {errors.non_field_errors && (
        <p role="alert" className="text-sm font-medium text-danger">
          {errors.non_field_errors}
        </p>
      )}
      <BeforeSubmitNotice
        assignment={assignment}
        understood={understood}
        onUnderstoodChange={setUnderstood}
        error={errors.understood}
      />
      {progress !== null && (
        <UploadProgress fraction={progress} label={t('assignment.uploading')} />
      )}
      <Button type="submit" loading={submit.isPending} loadingText={t('assignment.submitting')}>
        {t('assignment.submit')}
      </Button>
    </form>
  );
}
