import { gradeAnswersSchema, type AttemptQuestion } from '@academy/contract/quizzes';
import { latinDigits } from '@academy/contract/quiz-grading';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FieldFrame } from '../../../components/ui/field-frame';
import { getErrorMessage, getFieldErrors } from '../../../lib/api-error';
import { toast } from '../../../lib/toasts';
import { useGradeAnswers } from '../api/grade-answers';
import { useQuizMessage } from '../model/quiz-message';

/** The instructor's score (0 to the question's points) and feedback for one essay answer. */
export function EssayGradeForm({
  attemptId,
  question,
}: {
  attemptId: number;
  question: AttemptQuestion;
}) {
  const { t } = useTranslation('classwork');
  const translate = useQuizMessage();
  const gradeAnswers = useGradeAnswers(attemptId);
  const [score, setScore] = useState(question.score === null ? '' : String(question.score));
  const [feedback, setFeedback] = useState(question.feedback ?? '');
  const [error, setError] = useState<string>();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = latinDigits(score).trim();
    const parsed = gradeAnswersSchema.safeParse({
      grades: [
        {
          question_id: question.question_id,
          score: value === '' ? Number.NaN : Number(value),
          feedback,
        },
      ],
    });
    if (!parsed.success) {
      setError(translate(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    if (parsed.data.grades[0]!.score > question.points) {
      setError(t('grading.scoreAbovePoints', { points: question.points }));
      return;
    }
    setError(undefined);
    try {
      await gradeAnswers.mutateAsync(parsed.data);
      toast.success(t('grading.saved'));
    } catch (failure) {
      const fields = getFieldErrors(failure);
      setError(
        translate(fields['grades.0.score'] ?? getErrorMessage(failure, t('grading.saveFailed'))),
      );
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      className="space-y-3 rounded-xl border border-brand-200 bg-brand-50/50 p-3"
      aria-label={t('grading.formLabel')}
    >
      <Field
        label={t('grading.score', { points: question.points })}
        inputMode="decimal"
        className="max-w-40"
        value={score}
        error={error}
        onChange={(event) => setScore(event.target.value)}
      />
      <FieldFrame label={t('grading.feedback')}>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={5000}
            value={feedback}
            onChange={(event) => setFeedback(event.target.value)}
          />
        )}
      </FieldFrame>
      <Button type="submit" size="sm" loading={gradeAnswers.isPending}>
        {t('grading.save')}
      </Button>
    </form>
  );
}
