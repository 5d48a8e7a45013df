import { answerVisibilities, gradingMethods, quizLimits } from '@academy/contract/quizzes';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field';
import { FieldFrame } from '../../../components/ui/field-frame';
import type { QuizDraft } from '../model/quiz-draft';

export type QuizSettingsFieldsProps = {
  draft: QuizDraft;
  modules: { module_id: number; module_title: string }[];
  errors: Record<string, string>;
  onChange: (patch: Partial<QuizDraft>) => void;
};

/** Title, place in the course, window (Asia/Dhaka), limits and review rule of a quiz. */
export function QuizSettingsFields({ draft, modules, errors, onChange }: QuizSettingsFieldsProps) {
  const { t } = useTranslation('classwork');
  return (
    <div className="space-y-4 rounded-2xl border border-line bg-surface p-4 sm:p-5">
      <Field
        label={t('editor.title')}
        required
        maxLength={quizLimits.titleMax}
        value={draft.title}
        error={errors.title}
        onChange={(event) => onChange({ title: event.target.value })}
      />
      <FieldFrame label={t('editor.description')} error={errors.description}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={quizLimits.descriptionMax}
            value={draft.description}
            onChange={(event) => onChange({ description: event.target.value })}
          />
        )}
      </FieldFrame>
      <div className="grid gap-4 sm:grid-cols-2">
        <FieldFrame label={t('editor.module')} error={errors.module_id}>
          {(control) => (
            <select
              {...control}
              value={draft.module_id}
              onChange={(event) => onChange({ module_id: event.target.value })}
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
          label={t('editor.passPercent')}
          inputMode="numeric"
          value={draft.pass_percent}
          error={errors.pass_percent}
          onChange={(event) => onChange({ pass_percent: event.target.value })}
        />
        <Field
          type="datetime-local"
          label={t('editor.opensAt')}
          hint={t('editor.dhakaTime')}
          value={draft.opens_at}
          error={errors.opens_at}
          onChange={(event) => onChange({ opens_at: event.target.value })}
        />
        <Field
          type="datetime-local"
          label={t('editor.closesAt')}
          hint={t('editor.dhakaTime')}
          value={draft.closes_at}
          error={errors.closes_at}
          onChange={(event) => onChange({ closes_at: event.target.value })}
        />
        <Field
          label={t('editor.timeLimit')}
          hint={t('editor.timeLimitHint')}
          inputMode="numeric"
          value={draft.time_limit_minutes}
          error={errors.time_limit_minutes}
          onChange={(event) => onChange({ time_limit_minutes: event.target.value })}
        />
        <Field
          label={t('editor.maxAttempts')}
          hint={t('editor.maxAttemptsHint')}
          inputMode="numeric"
          value={draft.max_attempts}
          error={errors.max_attempts}
          onChange={(event) => onChange({ max_attempts: event.target.value })}
        />
        <FieldFrame label={t('editor.gradingMethod')}>
          {(control) => (
            <select
              {...control}
              value={draft.grading_method}
              onChange={(event) =>
                onChange({ grading_method: event.target.value as QuizDraft['grading_method'] })
              }
            >
              {gradingMethods.map((method) => (
                <option key={method} value={method}>
                  {t(`gradingMethods.${method}`)}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <FieldFrame label={t('editor.showAnswers')} error={errors.show_answers}>
          {(control) => (
            <select
              {...control}
              value={draft.show_answers}
              onChange={(event) =>
                onChange({ show_answers: event.target.value as QuizDraft['show_answers'] })
              }
            >
              {answerVisibilities.map((rule) => (
                <option key={rule} value={rule}>
                  {t(`answerVisibilities.${rule}`)}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {(['shuffle_questions', 'shuffle_choices', 'is_published'] as const).map((flag) => (
          <label key={flag} className="flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              checked={draft[flag]}
              onChange={(event) => onChange({ [flag]: event.target.checked })}
            />
            {t(`editor.${flag}`)}
          </label>
        ))}
      </div>
    </div>
  );
}
