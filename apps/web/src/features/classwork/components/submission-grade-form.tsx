import { rubricScore } from '@academy/contract/assignments';
import { penalisedScore } from '@academy/contract/assignment-grading';
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
import { GradeComparison } from './grade-comparison';
import { issuesByPath } from '../model/quiz-errors';

/**
 * The instructor's grade of one version: a level per rubric criterion (the server adds them up)
 * or a score from 0 to the points, and feedback. It starts from the learner's earlier grade (of
 * this version or an older one), shows that grade and the new one side by side, and a grade
 * below the one already released is saved only once the instructor ticks that they mean it.
 */
export function SubmissionGradeForm({ work }: { work: SubmissionForGrading }) {
  const { t } = useTranslation('classwork');
  const language = useLanguage();
  const translate = useAssignmentMessage();
  const grade = useGradeSubmission(work.submission.submission_id);
  const earlier = work.grade;
  const hasRubric = work.rubric.length > 0;
  const [levels, setLevels] = useState<(number | null)[]>(
    work.rubric.map((_, index) => earlier?.rubric_levels[index] ?? null),
  );
  const [score, setScore] = useState(earlier ? String(earlier.score) : '');
  const [feedback, setFeedback] = useState(earlier?.feedback ?? '');
  const [confirmLower, setConfirmLower] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const newScore = scoreOf(work, hasRubric ? levels : null, score);
  const newFinal =
    newScore === null ? null : penalisedScore(newScore, work.submission.penalty_percent);
  const isLower =
    earlier?.released_at != null && newFinal !== null && newFinal < earlier.final_score;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = latinDigits(score).trim();
    const parsed = gradeSubmissionSchema.safeParse({
      score: hasRubric ? null : typed === '' ? null : Number(typed),
      rubric_levels: hasRubric ? (levels.includes(null) ? null : levels) : null,
      feedback,
      confirm_lower: isLower && confirmLower,
    });
    if (!parsed.success) {
      setErrors(translated(issuesByPath(parsed.error.issues)));
      return;
    }
    if (isLower && !confirmLower) {
      setErrors({ confirm_lower: t('queue.confirmLowerRequired') });
      return;
    }
    setErrors({});
    try {
      await grade.mutateAsync(parsed.data);
      toast.success(t('queue.saved'));
    } catch (error) {
      const found = getFieldErrors(error);
      if (found.confirm_lower) {
        // The server's refusal names both scores in English; the form already shows them.
        setErrors({ confirm_lower: t('queue.confirmLowerRequired') });
        toast.error(t('queue.confirmLowerRequired'));
        return;
      }
      setErrors(translated(found));
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
      {earlier && (
        <GradeComparison
          work={work}
          earlier={earlier}
          newScore={newScore}
          newFinal={newFinal}
          isLower={isLower}
        />
      )}
      {isLower && (
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            className="mt-1 size-4 accent-brand-700"
            checked={confirmLower}
            onChange={(event) => setConfirmLower(event.target.checked)}
            aria-describedby={errors.confirm_lower ? 'confirm-lower-error' : undefined}
          />
          <span className="text-sm font-medium text-ink">{t('queue.confirmLower')}</span>
        </label>
      )}
      {errors.confirm_lower && (
        <p id="confirm-lower-error" role="alert" className="text-sm font-medium text-danger">
          {errors.confirm_lower}
        </p>
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

/** The score the form would give: the rubric's levels added up, or the score typed; null yet. */
function scoreOf(
  work: SubmissionForGrading,
  levels: (number | null)[] | null,
  typed: string,
): number | null {
  if (levels) {
    return levels.includes(null) ? null : rubricScore(work.rubric, levels as number[]);
  }
  const value = Number(latinDigits(typed).trim());
  return typed.trim() === '' || !Number.isFinite(value) ? null : value;
}
