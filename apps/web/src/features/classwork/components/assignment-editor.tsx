import {
  assignmentFormSchema,
  assignmentLimits,
  submissionKinds,
} from '@academy/contract/assignments';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FieldFrame } from '../../../components/ui/field-frame';
import { getErrorMessage, getFieldErrors } from '../../../lib/api-error';
import { toast } from '../../../lib/toasts';
import { useUnsavedChanges } from '../../authoring/components/use-unsaved-changes';
import { RichTextEditor } from '../../learning/components/rich-text-editor';
import { useSaveAssignment } from '../api/save-assignment';
import { toAssignmentPayload, type AssignmentDraft } from '../model/assignment-draft';
import { useAssignmentMessage } from '../model/assignment-message';
import { issuesByPath } from '../model/quiz-errors';
import { RubricEditor } from './rubric-editor';

export type AssignmentEditorProps = {
  courseId: number;
  assignmentId?: number;
  initial: AssignmentDraft;
  modules: { module_id: number; module_title: string }[];
  /** Learners have been graded with the rubric: it is shown but fixed. */
  rubricLocked: boolean;
};

/** The assignment form, checked with the contract's schema as the server checks it. */
export function AssignmentEditor({
  courseId,
  assignmentId,
  initial,
  modules,
  rubricLocked,
}: AssignmentEditorProps) {
  const { t } = useTranslation('classwork');
  const translate = useAssignmentMessage();
  const navigate = useNavigate();
  const save = useSaveAssignment();
  const instructionsLabel = useId();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isDirty, setIsDirty] = useState(false);
  useUnsavedChanges(isDirty && !save.isSuccess, t('assignmentEditor.unsaved'));

  function update(patch: Partial<AssignmentDraft>) {
    setDraft((current) => ({ ...current, ...patch }));
    setIsDirty(true);
  }
  const translated = (found: Record<string, string>) =>
    Object.fromEntries(Object.entries(found).map(([key, message]) => [key, translate(message)]));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = assignmentFormSchema.safeParse(toAssignmentPayload(draft));
    if (!parsed.success) {
      setErrors(translated(issuesByPath(parsed.error.issues)));
      toast.error(t('editor.fixErrors'));
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync({ courseId, assignmentId, form: parsed.data });
      toast.success(
        assignmentId === undefined ? t('assignmentEditor.created') : t('assignmentEditor.saved'),
      );
      setIsDirty(false);
      void navigate(`/assignments/${saved.assignment_id}`);
    } catch (error) {
      const fieldErrors = getFieldErrors(error);
      if (Object.keys(fieldErrors).length > 0) setErrors(translated(fieldErrors));
      toast.error(translate(getErrorMessage(error, t('assignmentEditor.saveFailed'))));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="space-y-6">
      <div className="space-y-4 rounded-2xl border border-line bg-surface p-4 sm:p-5">
        <Field
          label={t('editor.title')}
          required
          maxLength={assignmentLimits.titleMax}
          value={draft.title}
          error={errors.title}
          onChange={(event) => update({ title: event.target.value })}
        />
        <div className="space-y-1.5">
          <span id={instructionsLabel} className="block text-sm font-medium text-ink">
            {t('editor.description')}
          </span>
          <RichTextEditor
            initialHtml={initial.instructions}
            onChange={(html) => update({ instructions: html })}
            labelId={instructionsLabel}
            invalid={Boolean(errors.instructions)}
          />
          {errors.instructions && (
            <p role="alert" className="text-sm font-medium text-danger">
              {errors.instructions}
            </p>
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FieldFrame label={t('editor.module')} error={errors.module_id}>
            {(control) => (
              <select
                {...control}
                value={draft.module_id}
                onChange={(event) => update({ module_id: event.target.value })}
              >
                <option value="">{t('tab.wholeCourse')}</option>
                {modules.map((module) => (
                  <option key={module.module_id} value={String(module.module_id)}>
                    {module.module_title}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
          <Field
            label={t('editor.points')}
            required
            inputMode="numeric"
            value={draft.points}
            error={errors.points}
            onChange={(event) => update({ points: event.target.value })}
          />
          <Field
            type="datetime-local"
            label={t('assignmentEditor.dueAt')}
            hint={t('assignmentEditor.dhakaTime')}
            required
            value={draft.due_at}
            error={errors.due_at}
            onChange={(event) => update({ due_at: event.target.value })}
          />
          <Field
            type="datetime-local"
            label={t('assignmentEditor.cutoffAt')}
            hint={t('assignmentEditor.cutoffHint')}
            value={draft.cutoff_at}
            error={errors.cutoff_at}
            onChange={(event) => update({ cutoff_at: event.target.value })}
          />
          <Field
            label={t('assignmentEditor.latePenalty')}
            hint={t('assignmentEditor.latePenaltyHint')}
            inputMode="numeric"
            value={draft.late_penalty_percent}
            error={errors.late_penalty_percent}
            onChange={(event) => update({ late_penalty_percent: event.target.value })}
          />
          <Field
            label={t('assignmentEditor.penaltyFloor')}
            hint={t('assignmentEditor.penaltyFloorHint')}
            inputMode="numeric"
            value={draft.late_penalty_floor_percent}
            error={errors.late_penalty_floor_percent}
            onChange={(event) => update({ late_penalty_floor_percent: event.target.value })}
          />
          <FieldFrame label={t('assignmentEditor.submissionKind')} error={errors.submission_kind}>
            {(control) => (
              <select
                {...control}
                value={draft.submission_kind}
                onChange={(event) =>
                  update({
                    submission_kind: event.target.value as AssignmentDraft['submission_kind'],
                  })
                }
              >
                {submissionKinds.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`assignmentEditor.kinds.${kind}`)}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
        </div>
        <label className="flex items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            checked={draft.is_published}
            onChange={(event) => update({ is_published: event.target.checked })}
          />
          {t('editor.is_published')}
        </label>
      </div>
      {rubricLocked && (
        <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t('assignmentEditor.rubricLocked')}
        </p>
      )}
      <RubricEditor
        rubric={draft.rubric}
        errors={errors}
        disabled={rubricLocked}
        onChange={(rubric) => update({ rubric })}
      />
      <div className="flex flex-wrap gap-3 border-t border-line pt-6">
        <Button type="submit" loading={save.isPending} loadingText={t('editor.saving')}>
          {assignmentId === undefined ? t('assignmentEditor.create') : t('assignmentEditor.save')}
        </Button>
      </div>
    </form>
  );
}
