import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toasts';
import { Button } from '../../../components/ui/button';
import { formatDigits } from '../../../lib/digits';
import { errorMessages, fieldErrorsOf } from '../../../lib/form-submission';
import { useLanguage } from '../../../lib/i18n';
import type { CourseDraft } from '../model/course-draft';
import { hasMissingRequired } from '../model/course-payload';
import { validateDraft, type DraftErrors } from '../model/course-validation';
import { BasicInformationSection } from './basic-information-section';
import { CourseContentSection } from './course-content-section';
import { LineListSection } from './line-list-section';
import { useUnsavedChanges } from './use-unsaved-changes';

/**
 * The required fields first (a toast says so, as the fields mark themselves), then the contract's
 * rules on the payload, by the same dotted paths the server answers with.
 */
const checkDraft: Resolver<CourseDraft> = (draft) => {
  if (hasMissingRequired(draft)) {
    return { values: {}, errors: { root: { type: 'required', message: 'requiredMissing' } } };
  }
  const found = validateDraft(draft);
  return Object.keys(found).length > 0
    ? { values: {}, errors: fieldErrorsOf<CourseDraft>(found) }
    : { values: draft, errors: {} as Record<string, never> };
};

export type CourseFormProps = {
  initialDraft: CourseDraft;
  submitLabel: string;
  submittingLabel: string;
  isSubmitting: boolean;
  /** Field errors from the server's last answer, by dotted path. */
  serverErrors: DraftErrors;
  /** Called with a draft that passed the required and contract checks. */
  onSubmit: (draft: CourseDraft) => Promise<boolean>;
};

/**
 * The course form shared by Create Course and Edit Course: the four sections,
 * Cancel to /dashboard, and submit. It checks the required fields and the contract's rules before
 * calling onSubmit, and warns before leaving with unsaved changes.
 */
export function CourseForm({
  initialDraft,
  submitLabel,
  submittingLabel,
  isSubmitting,
  serverErrors,
  onSubmit,
}: CourseFormProps) {
  const { t } = useTranslation('authoring');
  const language = useLanguage();
  const navigate = useNavigate();
  const {
    control,
    setValue,
    handleSubmit,
    formState: { errors: formErrors, isDirty: isChanged },
  } = useForm<CourseDraft>({ resolver: checkDraft, defaultValues: initialDraft });
  const draft = useWatch({ control }) as CourseDraft;
  const [isSaved, setIsSaved] = useState(false);
  const isDirty = !isSaved && isChanged;
  useUnsavedChanges(isDirty, t('form.unsavedChanges'));

  const { '': formMessage, ...clientErrors } = errorMessages(formErrors);
  const errors = formMessage === undefined ? { ...serverErrors, ...clientErrors } : serverErrors;
  const update = (changes: Partial<CourseDraft>) => {
    for (const [field, value] of Object.entries(changes)) {
      setValue(field as keyof CourseDraft, value as never, { shouldDirty: true });
    }
  };
  const n = (value: number) => formatDigits(value, language);

  const submit = handleSubmit(
    async (checked) => {
      // Released before navigating away on success, so the guard does not ask.
      setIsSaved(true);
      if (!(await onSubmit(checked))) setIsSaved(false);
    },
    (found) => {
      toast.error(found.root ? t('form.requiredMissing') : t('form.fixErrors'));
    },
  );

  function handleCancel() {
    if (isDirty && !window.confirm(t('form.unsavedChanges'))) return;
    setIsSaved(true);
    navigate('/dashboard');
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
      <BasicInformationSection values={draft} errors={errors} onChange={update} />
      <LineListSection
        title={t('form.sections.learningOutcomes')}
        lines={draft.outcomes}
        onChange={(outcomes) => update({ outcomes })}
        labels={{
          add: t('form.actions.addOutcome'),
          empty: t('form.empty.outcomes'),
          item: (number) => t('form.fields.outcome', { number: n(number) }),
          remove: (number) => t('form.actions.removeOutcome', { number: n(number) }),
        }}
      />
      <LineListSection
        title={t('form.sections.prerequisites')}
        lines={draft.prerequisites}
        onChange={(prerequisites) => update({ prerequisites })}
        labels={{
          add: t('form.actions.addPrerequisite'),
          empty: t('form.empty.prerequisites'),
          item: (number) => t('form.fields.prerequisite', { number: n(number) }),
          remove: (number) => t('form.actions.removePrerequisite', { number: n(number) }),
        }}
      />
      <CourseContentSection
        modules={draft.modules}
        errors={errors}
        onChange={(modules) => update({ modules })}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={handleCancel} disabled={isSubmitting}>
          {t('form.cancel')}
        </Button>
        {/* Stays disabled once saved: the page is leaving, and a second click must not save twice. */}
        <Button
          type="submit"
          loading={isSubmitting}
          loadingText={submittingLabel}
          disabled={isSaved}
        >
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
