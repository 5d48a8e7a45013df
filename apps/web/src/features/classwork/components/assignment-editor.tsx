import {
  assignmentFormSchema,
  assignmentLimits,
  submissionKinds,
} from '@academy/contract/assignments';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { RichTextEditor } from '../../rich-text/components/rich-text-editor';
import { useSaveAssignment } from '../api/save-assignment';
import { toAssignmentPayload, type AssignmentDraft } from '../model/assignment-draft';
import { useAssignmentMessage } from '../model/assignment-message';
import { DraftCheckbox, DraftField, DraftSelect, ModuleSelect } from './draft-fields';
import { RubricEditor } from './rubric-editor';
import { useDraftForm } from './use-draft-form';

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
  const navigate = useNavigate();
  const save = useSaveAssignment();
  const instructionsLabel = useId();
  const { draft, errors, update, onSubmit } = useDraftForm({
    initial,
    parse: (current: AssignmentDraft) =>
      assignmentFormSchema.safeParse(toAssignmentPayload(current)),
    save: (form) => save.mutateAsync({ courseId, assignmentId, form }),
    saved: save.isSuccess,
    translate: useAssignmentMessage(),
    messages: {
      unsaved: t('assignmentEditor.unsaved'),
      saved:
        assignmentId === undefined ? t('assignmentEditor.created') : t('assignmentEditor.saved'),
      saveFailed: t('assignmentEditor.saveFailed'),
    },
    onSaved: (saved) => void navigate(`/assignments/${saved.assignment_id}`),
  });
  const bound = { draft, errors, onChange: update };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <div className="space-y-4 rounded-2xl border border-line bg-surface p-4 sm:p-5">
        <DraftField
          {...bound}
          name="title"
          label={t('editor.title')}
          required
          maxLength={assignmentLimits.titleMax}
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
          <ModuleSelect {...bound} modules={modules} />
          <DraftField
            {...bound}
            name="points"
            label={t('editor.points')}
            required
            inputMode="numeric"
          />
          <DraftField
            {...bound}
            name="due_at"
            type="datetime-local"
            label={t('assignmentEditor.dueAt')}
            hint={t('assignmentEditor.dhakaTime')}
            required
          />
          <DraftField
            {...bound}
            name="cutoff_at"
            type="datetime-local"
            label={t('assignmentEditor.cutoffAt')}
            hint={t('assignmentEditor.cutoffHint')}
          />
          <DraftField
            {...bound}
            name="late_penalty_percent"
            label={t('assignmentEditor.latePenalty')}
            hint={t('assignmentEditor.latePenaltyHint')}
            inputMode="numeric"
          />
          <DraftField
            {...bound}
            name="late_penalty_floor_percent"
            label={t('assignmentEditor.penaltyFloor')}
            hint={t('assignmentEditor.penaltyFloorHint')}
            inputMode="numeric"
          />
          <DraftSelect
            {...bound}
            name="submission_kind"
            label={t('assignmentEditor.submissionKind')}
            options={submissionKinds}
            optionLabel={(kind) => t(`assignmentEditor.kinds.${kind}`)}
          />
        </div>
        <DraftCheckbox
          draft={draft}
          onChange={update}
          name="is_published"
          label={t('editor.is_published')}
        />
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
