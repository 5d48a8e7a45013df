import { answerVisibilities, gradingMethods, quizLimits } from '@academy/contract/quizzes';
import { useTranslation } from 'react-i18next';
import type { QuizDraft } from '../model/quiz-draft';
import {
  DraftCheckbox,
  DraftField,
  DraftSelect,
  DraftTextArea,
  ModuleSelect,
} from './draft-fields';

export type QuizSettingsFieldsProps = {
  draft: QuizDraft;
  modules: { module_id: number; module_title: string }[];
  errors: Record<string, string>;
  onChange: (patch: Partial<QuizDraft>) => void;
};

/** Title, place in the course, window (Asia/Dhaka), limits and review rule of a quiz. */
export function QuizSettingsFields({ modules, ...bound }: QuizSettingsFieldsProps) {
  const { t } = useTranslation('classwork');
  const { draft, onChange } = bound;
  return (
    <div className="space-y-4 rounded-2xl border border-line bg-surface p-4 sm:p-5">
      <DraftField
        {...bound}
        name="title"
        label={t('editor.title')}
        required
        maxLength={quizLimits.titleMax}
      />
      <DraftTextArea
        {...bound}
        name="description"
        label={t('editor.description')}
        rows={3}
        maxLength={quizLimits.descriptionMax}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <ModuleSelect {...bound} modules={modules} />
        <DraftField
          {...bound}
          name="pass_percent"
          label={t('editor.passPercent')}
          inputMode="numeric"
        />
        <DraftField
          {...bound}
          name="opens_at"
          type="datetime-local"
          label={t('editor.opensAt')}
          hint={t('editor.dhakaTime')}
        />
        <DraftField
          {...bound}
          name="closes_at"
          type="datetime-local"
          label={t('editor.closesAt')}
          hint={t('editor.dhakaTime')}
        />
        <DraftField
          {...bound}
          name="time_limit_minutes"
          label={t('editor.timeLimit')}
          hint={t('editor.timeLimitHint')}
          inputMode="numeric"
        />
        <DraftField
          {...bound}
          name="max_attempts"
          label={t('editor.maxAttempts')}
          hint={t('editor.maxAttemptsHint')}
          inputMode="numeric"
        />
        <DraftSelect
          {...bound}
          name="grading_method"
          label={t('editor.gradingMethod')}
          options={gradingMethods}
          optionLabel={(method) => t(`gradingMethods.${method}`)}
        />
        <DraftSelect
          {...bound}
          name="show_answers"
          label={t('editor.showAnswers')}
          options={answerVisibilities}
          optionLabel={(rule) => t(`answerVisibilities.${rule}`)}
        />
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {(['shuffle_questions', 'shuffle_choices', 'is_published'] as const).map((flag) => (
          <DraftCheckbox
            key={flag}
            draft={draft}
            onChange={onChange}
            name={flag}
            label={t(`editor.${flag}`)}
          />
        ))}
      </div>
    </div>
  );
}
