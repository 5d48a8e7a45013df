import { assignmentLimits } from '@academy/contract/assignments';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import {
  newCriterion,
  newLevel,
  type CriterionDraft,
  type LevelDraft,
} from '../model/assignment-draft';
import { errorsUnder } from '../model/quiz-errors';

export type RubricEditorProps = {
  rubric: CriterionDraft[];
  errors: Record<string, string>;
  /** Learners have been graded with it: shown but fixed. */
  disabled: boolean;
  onChange: (rubric: CriterionDraft[]) => void;
};

/** Criteria × levels: each criterion's best level adds up to the assignment's points. */
export function RubricEditor({ rubric, errors, disabled, onChange }: RubricEditorProps) {
  const { t } = useTranslation('classwork');
  const setCriterion = (index: number, next: CriterionDraft) =>
    onChange(rubric.map((criterion, at) => (at === index ? next : criterion)));

  return (
    <section aria-labelledby="assignment-rubric" className="space-y-3">
      <h2 id="assignment-rubric" className="text-xl font-semibold text-ink">
        {t('assignmentEditor.rubric')}
      </h2>
      <p className="text-sm text-ink-muted">{t('assignmentEditor.rubricHint')}</p>
      {errors.rubric && (
        <p role="alert" className="text-sm font-medium text-danger">
          {errors.rubric}
        </p>
      )}
      {rubric.map((criterion, index) => {
        const own = errorsUnder(errors, `rubric.${index}.`);
        const setLevel = (levelIndex: number, next: LevelDraft) =>
          setCriterion(index, {
            ...criterion,
            levels: criterion.levels.map((level, at) => (at === levelIndex ? next : level)),
          });
        return (
          <fieldset
            key={criterion.key}
            disabled={disabled}
            className="space-y-3 rounded-2xl border border-line bg-surface p-4"
          >
            <legend className="px-1 text-sm font-semibold text-ink">
              {t('assignmentEditor.criterionLegend', { number: index + 1 })}
            </legend>
            <div className="flex items-end gap-2">
              <div className="flex-1">
                <Field
                  label={t('assignmentEditor.criterionTitle')}
                  maxLength={assignmentLimits.criterionTitleMax}
                  value={criterion.title}
                  error={own.title}
                  onChange={(event) =>
                    setCriterion(index, { ...criterion, title: event.target.value })
                  }
                />
              </div>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('assignmentEditor.removeCriterion', { number: index + 1 })}
                onClick={() => onChange(rubric.filter((_, at) => at !== index))}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </div>
            {own.levels && (
              <p role="alert" className="text-sm font-medium text-danger">
                {own.levels}
              </p>
            )}
            <ul className="space-y-2">
              {criterion.levels.map((level, levelIndex) => {
                const levelErrors = errorsUnder(own, `levels.${levelIndex}.`);
                return (
                  <li key={level.key} className="grid grid-cols-[1fr_6rem_auto] items-end gap-2">
                    <Field
                      label={t('assignmentEditor.levelTitle', { number: levelIndex + 1 })}
                      maxLength={assignmentLimits.criterionTitleMax}
                      value={level.title}
                      error={levelErrors.title}
                      onChange={(event) =>
                        setLevel(levelIndex, { ...level, title: event.target.value })
                      }
                    />
                    <Field
                      label={t('assignmentEditor.levelPoints')}
                      inputMode="numeric"
                      value={level.points}
                      error={levelErrors.points}
                      onChange={(event) =>
                        setLevel(levelIndex, { ...level, points: event.target.value })
                      }
                    />
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={criterion.levels.length <= assignmentLimits.levelsMin}
                      aria-label={t('assignmentEditor.removeLevel', { number: levelIndex + 1 })}
                      onClick={() =>
                        setCriterion(index, {
                          ...criterion,
                          levels: criterion.levels.filter((_, at) => at !== levelIndex),
                        })
                      }
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </Button>
                  </li>
                );
              })}
            </ul>
            <Button
              variant="outline"
              size="sm"
              disabled={criterion.levels.length >= assignmentLimits.levelsMax}
              onClick={() =>
                setCriterion(index, { ...criterion, levels: [...criterion.levels, newLevel()] })
              }
            >
              <Plus className="size-4" aria-hidden="true" />
              {t('assignmentEditor.addLevel')}
            </Button>
          </fieldset>
        );
      })}
      {!disabled && (
        <Button
          variant="outline"
          disabled={rubric.length >= assignmentLimits.criteriaMax}
          onClick={() => onChange([...rubric, newCriterion()])}
        >
          <Plus className="size-4" aria-hidden="true" />
          {t('assignmentEditor.addCriterion')}
        </Button>
      )}
    </section>
  );
}
