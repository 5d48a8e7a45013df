import { questionKinds, quizLimits, type QuestionKind } from '@academy/contract/quizzes';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FieldFrame } from '../../../components/ui/field-frame';
import { draftKey, type QuestionDraft } from '../model/quiz-draft';
import { DraftField, DraftTextArea } from './draft-fields';

export type QuestionEditorProps = {
  index: number;
  count: number;
  question: QuestionDraft;
  /** Translated messages by path inside this question ('points', 'choices', 'choices.0.text'). */
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (question: QuestionDraft) => void;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
};

/** One question of the quiz editor: kind, prompt, points, its answer key and explanation. */
export function QuestionEditor({
  index,
  count,
  question,
  errors,
  disabled,
  onChange,
  onMove,
  onRemove,
}: QuestionEditorProps) {
  const { t } = useTranslation('classwork');
  const set = (patch: Partial<QuestionDraft>) => onChange({ ...question, ...patch });
  const number = index + 1;
  const bound = { draft: question, errors, onChange: set };
  return (
    <fieldset
      className="space-y-4 rounded-2xl border border-line bg-surface p-4 sm:p-5"
      disabled={disabled}
    >
      <legend className="px-1 text-base font-semibold text-ink">
        {t('editor.questionLegend', { number })}
      </legend>
      <div className="flex flex-wrap items-end gap-3">
        <FieldFrame label={t('editor.kind')} className="min-w-48 flex-1">
          {(control) => (
            <select
              {...control}
              value={question.kind}
              onChange={(event) => set({ kind: event.target.value as QuestionKind })}
            >
              {questionKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`kinds.${kind}`)}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <DraftField
          {...bound}
          name="points"
          label={t('editor.points')}
          inputMode="numeric"
          className="w-28"
        />
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('editor.moveUp', { number })}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          >
            <ArrowUp className="size-4" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('editor.moveDown', { number })}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            <ArrowDown className="size-4" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('editor.removeQuestion', { number })}
            disabled={count === 1}
            onClick={onRemove}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
      <DraftTextArea
        {...bound}
        name="prompt"
        label={t('editor.prompt')}
        required
        rows={3}
        maxLength={quizLimits.promptMax}
      />
      <AnswerKeyEditor question={question} errors={errors} onChange={set} />
      <DraftTextArea
        {...bound}
        name="explanation"
        label={t('editor.explanation')}
        hint={t('editor.explanationHint')}
        rows={2}
        maxLength={quizLimits.explanationMax}
      />
    </fieldset>
  );
}

/** What the answer-key parts of a question editor are given: the question, its errors, a patch. */
type AnswerPartProps = {
  question: QuestionDraft;
  errors: Record<string, string>;
  onChange: (patch: Partial<QuestionDraft>) => void;
};

function AnswerKeyEditor({ question, errors, onChange }: AnswerPartProps) {
  const { t } = useTranslation('classwork');
  const bound = { draft: question, errors, onChange };
  switch (question.kind) {
    case 'single_choice':
    case 'multiple_choice':
      return <ChoicesEditor question={question} errors={errors} onChange={onChange} />;
    case 'true_false':
      return (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-ink">{t('editor.rightAnswer')}</legend>
          {[true, false].map((value) => (
            <label key={String(value)} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${question.key}-correct`}
                checked={question.correct === value}
                onChange={() => onChange({ correct: value })}
              />
              {value ? t('taking.true') : t('taking.false')}
            </label>
          ))}
        </fieldset>
      );
    case 'short_text':
      return (
        <DraftTextArea
          {...bound}
          name="accepted_answers"
          label={t('editor.acceptedAnswers')}
          hint={t('editor.acceptedAnswersHint')}
          required
          rows={3}
        />
      );
    case 'numeric':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <DraftField
            {...bound}
            name="answer"
            label={t('editor.numericAnswer')}
            inputMode="decimal"
            required
          />
          <DraftField
            {...bound}
            name="tolerance"
            label={t('editor.tolerance')}
            hint={t('editor.toleranceHint')}
            inputMode="decimal"
          />
        </div>
      );
    case 'essay':
      return <p className="text-sm text-ink-muted">{t('editor.essayHint')}</p>;
  }
}

function ChoicesEditor({ question, errors, onChange }: AnswerPartProps) {
  const { t } = useTranslation('classwork');
  const isSingle = question.kind === 'single_choice';
  const choices = question.choices;
  function markCorrect(index: number, checked: boolean) {
    onChange({
      choices: choices.map((choice, at) =>
        isSingle
          ? { ...choice, is_correct: at === index }
          : at === index
            ? { ...choice, is_correct: checked }
            : choice,
      ),
    });
  }
  return (
    <fieldset
      className="space-y-2"
      aria-describedby={errors.choices ? `${question.key}-choices-error` : undefined}
    >
      <legend className="text-sm font-medium text-ink">
        {isSingle ? t('editor.choicesSingle') : t('editor.choicesMultiple')}
      </legend>
      {choices.map((choice, index) => (
        <div key={choice.key} className="flex items-start gap-2">
          <input
            type={isSingle ? 'radio' : 'checkbox'}
            name={`${question.key}-correct`}
            className="mt-3 size-4"
            aria-label={t('editor.markCorrect', { number: index + 1 })}
            checked={choice.is_correct}
            onChange={(event) => markCorrect(index, event.target.checked)}
          />
          <Field
            label={t('editor.choice', { number: index + 1 })}
            hideLabel
            className="flex-1"
            maxLength={quizLimits.choiceMax}
            value={choice.text}
            error={errors[`choices.${index}.text`]}
            onChange={(event) =>
              onChange({
                choices: choices.map((c, at) =>
                  at === index ? { ...c, text: event.target.value } : c,
                ),
              })
            }
          />
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('editor.removeChoice', { number: index + 1 })}
            disabled={choices.length <= quizLimits.choicesMin}
            onClick={() => onChange({ choices: choices.filter((_, at) => at !== index) })}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        </div>
      ))}
      {errors.choices && (
        <p
          id={`${question.key}-choices-error`}
          role="alert"
          className="text-sm font-medium text-danger"
        >
          {errors.choices}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <Button
          variant="outline"
          size="sm"
          disabled={choices.length >= quizLimits.choicesMax}
          onClick={() =>
            onChange({ choices: [...choices, { key: draftKey(), text: '', is_correct: false }] })
          }
        >
          <Plus className="size-4" aria-hidden="true" />
          {t('editor.addChoice')}
        </Button>
        {!isSingle && (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={question.partial_credit}
              onChange={(event) => onChange({ partial_credit: event.target.checked })}
            />
            {t('editor.partialCredit')}
          </label>
        )}
      </div>
    </fieldset>
  );
}
