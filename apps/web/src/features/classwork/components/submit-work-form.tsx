import {
  assignmentLimits,
  assignmentMessages,
  submitWorkSchema,
  type AssignmentOverview,
} from '@academy/contract/assignments';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FieldFrame } from '../../../components/ui/field-frame';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { getErrorMessage, getFieldErrors } from '../../../lib/api-error';
import { errorMessages, fieldErrorsOf } from '../../../lib/form-submission';
import { toast } from '../../../lib/toasts';
import { useSubmitWork, type WorkInput } from '../api/submit-work';
import { useAssignmentMessage } from '../model/assignment-message';
import { BeforeSubmitNotice, hasGradeAtStake } from './before-submit-notice';
import { issuesByPath } from '../model/quiz-errors';

/** The file types the picker offers; the server checks each by its content. */
const ACCEPT = '.pdf,.ipynb,.py,.R,.r,.zip,.docx';

type WorkValues = { file: File | null; value: string; understood: boolean };
type CheckedWork = { kind: 'file'; file: File } | Extract<WorkInput, { kind: 'json' }>;

/**
 * The work to send, or the messages the server would answer for it (the contract's English, by
 * field), then the notice's box when a released grade is at stake.
 */
function checkWork(
  assignment: AssignmentOverview,
  values: WorkValues,
): { work: CheckedWork } | { errors: Record<string, string> } {
  const kind = assignment.submission_kind;
  let work: CheckedWork;
  if (kind === 'file') {
    if (!values.file) return { errors: { file: assignmentMessages.noFile } };
    if (values.file.size > assignmentLimits.fileMaxBytes) {
      return { errors: { file: assignmentMessages.fileTooLarge } };
    }
    work = { kind: 'file', file: values.file };
  } else {
    const parsed = submitWorkSchema.safeParse(
      kind === 'link' ? { link_url: values.value } : { text: values.value },
    );
    if (!parsed.success) return { errors: issuesByPath(parsed.error.issues) };
    work = { kind: 'json', body: parsed.data };
  }
  if (hasGradeAtStake(assignment) && !values.understood) {
    return { errors: { understood: UNDERSTOOD_REQUIRED } };
  }
  return { work };
}

/** Marks the notice's unticked box; worded by the form. */
const UNDERSTOOD_REQUIRED = 'understoodRequired';

/**
 * Hands in a new version: a file (with an upload progress bar), a link or text, as the assignment
 * takes, after saying what it does to a released grade and what late penalty it carries. The size and the link are checked here as the server checks them; the type by content
 * only on the server.
 */
export function SubmitWorkForm({ assignment }: { assignment: AssignmentOverview }) {
  const { t } = useTranslation('classwork');
  const translate = useAssignmentMessage();
  const submit = useSubmitWork(assignment.assignment_id);
  const [progress, setProgress] = useState<number | null>(null);
  const kind = assignment.submission_kind;
  const resolver: Resolver<WorkValues, unknown, CheckedWork> = (values) => {
    const checked = checkWork(assignment, values);
    return 'work' in checked
      ? { values: checked.work, errors: {} }
      : { values: {}, errors: fieldErrorsOf<WorkValues>(checked.errors) };
  };
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    reset,
    control,
    formState: { errors: fieldErrors },
  } = useForm<WorkValues, unknown, CheckedWork>({
    resolver,
    defaultValues: { file: null, value: '', understood: false },
  });
  const understood = useWatch({ control, name: 'understood' });
  const errors = Object.fromEntries(
    Object.entries(errorMessages(fieldErrors)).map(([key, message]) => [
      key,
      message === UNDERSTOOD_REQUIRED ? t('assignment.understoodRequired') : translate(message),
    ]),
  );

  const submitWork = handleSubmit(async (checked, event) => {
    const form = event?.target as HTMLFormElement | undefined;
    setProgress(kind === 'file' ? 0 : null);
    try {
      const saved = await submit.mutateAsync(
        checked.kind === 'file'
          ? { kind: 'file', file: checked.file, onProgress: setProgress }
          : checked,
      );
      toast.success(
        saved.is_late
          ? t('assignment.submittedLate', { version: saved.version })
          : t('assignment.submitted', { version: saved.version }),
      );
      reset();
      form?.reset();
    } catch (error) {
      for (const [field, message] of Object.entries(getFieldErrors(error))) {
        setError(field as keyof WorkValues, { message });
      }
      toast.error(translate(getErrorMessage(error, t('assignment.submitFailed'))));
    } finally {
      setProgress(null);
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submitWork(event)}
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
              onChange={(event) => setValue('file', event.target.files?.[0] ?? null)}
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
          {...register('value')}
          error={errors.link_url}
        />
      )}
      {kind === 'text' && (
        <FieldFrame label={t('assignment.text')} error={errors.text}>
          {(control) => (
            <textarea
              {...control}
              rows={8}
              maxLength={assignmentLimits.textMax}
              {...register('value')}
            />
          )}
        </FieldFrame>
      )}
      {errors[''] && (
        <p role="alert" className="text-sm font-medium text-danger">
          {errors['']}
        </p>
      )}
      <BeforeSubmitNotice
        assignment={assignment}
        understood={understood}
        onUnderstoodChange={(checked) => setValue('understood', checked)}
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
