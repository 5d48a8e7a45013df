import { quizLimits, type AttemptQuestion, type QuizResponse } from '@academy/contract/quizzes';
import { useTranslation } from 'react-i18next';
import { controlClasses } from '../../../components/ui/field-frame';

export type QuestionInputProps = {
  question: AttemptQuestion;
  response: QuizResponse | null;
  onChange: (response: QuizResponse) => void;
  onBlur?: () => void;
};

/** The answer control of one question while an attempt is in progress. */
export function QuestionInput({ question, response, onChange, onBlur }: QuestionInputProps) {
  const { t } = useTranslation('classwork');
  const name = `question-${question.question_id}`;
  const chosen = response && 'choice_ids' in response ? response.choice_ids : [];
  const text = response && 'text' in response ? response.text : '';
  switch (question.kind) {
    case 'single_choice':
    case 'multiple_choice': {
      const isSingle = question.kind === 'single_choice';
      return (
        <div className="space-y-2">
          {question.choices.map((choice) => (
            <label
              key={choice.choice_id}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-line px-3 py-2.5 hover:bg-slate-50 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type={isSingle ? 'radio' : 'checkbox'}
                name={name}
                className="mt-1 size-4"
                checked={chosen.includes(choice.choice_id)}
                onChange={(event) => {
                  const next = isSingle
                    ? [choice.choice_id]
                    : event.target.checked
                      ? [...chosen, choice.choice_id]
                      : chosen.filter((id) => id !== choice.choice_id);
                  onChange({ choice_ids: next });
                }}
              />
              <span className="text-ink">{choice.text}</span>
            </label>
          ))}
        </div>
      );
    }
    case 'true_false':
      return (
        <div className="flex flex-wrap gap-3">
          {[true, false].map((value) => (
            <label
              key={String(value)}
              className="flex cursor-pointer items-center gap-2 rounded-xl border border-line px-4 py-2.5 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name={name}
                checked={response !== null && 'answer' in response && response.answer === value}
                onChange={() => onChange({ answer: value })}
              />
              {value ? t('taking.true') : t('taking.false')}
            </label>
          ))}
        </div>
      );
    case 'essay':
      return (
        <textarea
          aria-label={t('taking.yourAnswer')}
          className={controlClasses(false)}
          rows={8}
          maxLength={quizLimits.essayMax}
          value={text}
          onChange={(event) => onChange({ text: event.target.value })}
          onBlur={onBlur}
        />
      );
    default:
      return (
        <input
          aria-label={t('taking.yourAnswer')}
          className={controlClasses(false)}
          inputMode={question.kind === 'numeric' ? 'decimal' : 'text'}
          maxLength={quizLimits.shortAnswerMax}
          value={text}
          onChange={(event) => onChange({ text: event.target.value })}
          onBlur={onBlur}
        />
      );
  }
}
