import { gradeSubmissionSchema, type SubmissionForGrading } from '@academy/contract/grading';
import { latinDigits } from '@academy/contract/quiz-grading';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FieldFrame } from '../../../components/ui/field-frame';
import { getErrorMessage, getFieldErrors } from '../../../lib/api-error';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts';
import { useGradeSubmission } from '../api/grade-submission';
import { useAssignmentMessage } from '../model/assignment-message';
import { issuesByPath } from '../model/quiz-errors';

/**
 * The instructor's grade of one version: a level per rubric criterion (the server adds them up)
 * or a score from 0 to the points, and feedback.
 */
export function SubmissionGradeForm({ work }: { work: SubmissionForGrading }) {
  const { t } = useTranslation('classwork');
  const language = useLanguage();
  const translate = useAssignmentMessage();
  const grade = useGradeSubmission(work.submission.submission_id);
  const current = work.grade?.is_current ? work.grade : null;
  const hasRubric = work.rubric.length > 0;
  const [levels, setLevels] = useState<(number | null)[]>(
    work.rubric.map((_, index) => current?.rubric_levels[index] ?? null),
  );
  const [score, setScore] = useState(current ? String(current.score) : '');
  const [feedback, setFeedback] = useState(current?.feedback ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = latinDigits(score).trim();
    const parsed = gradeSubmissionSchema.safeParse({
      score: hasRubric ? null : typed === '' ? null : Number(typed),
      rubric_levels: hasRubric ? (levels.includes(null) ? null : levels) : null,
      feedback,
    });
    if (!parsed.success) {
      setErrors(translated(issuesByPath(parsed.error.issues)));
      return;
    }
    setErrors({});
    try {
      await grade.mutateAsync(parsed.data);
      toast.success(t('queue.saved'));
    } catch (error) {
      setErrors(translated(getFieldErrors(error)));
      toast.error(translate(getErrorMessage(error, t('queue.saveFailed'))));
    }
  }
  const translated = (found: Record<string, string>) =>
    Object.fromEntries(Object.entries(found).map(([key, message]) => [key, translate(message)]));

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      aria-labelledby="grade-form"
      className="space-y-4 rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <h2 id="grade-form" className="text-lg font-semibold text-ink">
        {t('queue.gradeTitle', { points: formatNumber(work.points, language) })}
      </h2>
      {hasRubric ? (
        work.rubric.map((criterion, index) => (
          <fieldset key={criterion.title} className="space-y-2">
            <legend className="text-sm font-semibold text-ink">{criterion.title}</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {criterion.levels.map((level, levelIndex) => (
                <label key={level.title} className="flex items-center gap-2 text-sm text-ink">
                  <input
                    type="radio"
                    name={`criterion-${index}`}
                    checked={levels[index] === levelIndex}
                    onChange={() =>
                      setLevels((chosen) =>
                        chosen.map((value, at) => (at === index ? levelIndex : value)),
                      )
                    }
                  />
                  {level.title} ({formatNumber(level.points, language)})
                </label>
              ))}
            </div>
          </fieldset>
        ))
      ) : (
        <Field
          label={t('queue.score')}
          inputMode="decimal"
          value={score}
          error={errors.score}
          onChange={(event) => setScore(event.target.value)}
        />
      )}
      {hasRubric && (errors.rubric_levels || errors.score) && (
        <p role="alert" className="text-sm font-medium text-danger">
          {errors.rubric_levels ?? errors.score}
        </p>
      )}
      <FieldFrame label={t('queue.feedback')} error={errors.feedback}>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            value={feedback}
            onChange={(event) => setFeedback(event.target.value)}
          />
        )}
      </FieldFrame>
      <Button type="submit" loading={grade.isPending} loadingText={t('editor.saving')}>
        {t('queue.save')}
      </Button>
    </form>
  );
}
