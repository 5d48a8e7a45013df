import type { AttemptQuestion, QuizAttempt } from '@academy/contract/quizzes';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { cx } from '../../../lib/class-names';
import { EssayGradeForm } from './essay-grade-form';

/** A submitted attempt: its score, and per question the answer, points and (when allowed) key. */
export function AttemptReview({ attempt }: { attempt: QuizAttempt }) {
  const { t } = useTranslation('classwork');
  const language = useLanguage();
  return (
    <div className="space-y-6">
      <section className="rounded-2xl border border-line bg-surface p-5" aria-live="polite">
        <h2 className="text-lg font-semibold text-ink">
          {t('review.title', { number: attempt.number })}
        </h2>
        <p className="mt-1 text-2xl font-bold text-ink">
          {attempt.score === null
            ? t('review.awaitingGrading')
            : t('tab.score', {
                score: formatNumber(attempt.score, language),
                max: formatNumber(attempt.max_score, language),
              })}
        </p>
        {!attempt.shows_answers && (
          <p className="mt-2 text-sm text-ink-muted">{t('review.answersHidden')}</p>
        )}
      </section>
      <ol className="space-y-4">
        {attempt.questions.map((question, index) => (
          <ReviewedQuestion
            key={question.question_id}
            number={index + 1}
            question={question}
            gradeFor={attempt.can_grade && question.kind === 'essay' ? attempt.attempt_id : null}
          />
        ))}
      </ol>
    </div>
  );
}

function ReviewedQuestion({
  number,
  question,
  gradeFor,
}: {
  number: number;
  question: AttemptQuestion;
  /** The attempt whose essay the viewer grades here; null when they do not. */
  gradeFor: number | null;
}) {
  const { t } = useTranslation('classwork');
  const language = useLanguage();
  const response = question.response;
  const chosen = response && 'choice_ids' in response ? response.choice_ids : [];
  const rightIds = question.key?.choice_ids ?? [];
  return (
    <li className="space-y-3 rounded-2xl border border-line bg-surface p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold whitespace-pre-line text-ink">
          {t('taking.questionNumber', { number })} {question.prompt}
        </h3>
        <span className="text-sm font-semibold text-ink-muted">
          {question.score === null
            ? t('review.notGradedYet')
            : t('review.points', {
                score: formatNumber(question.score, language),
                max: formatNumber(question.points, language),
              })}
        </span>
      </div>
      {question.choices.length > 0 ? (
        <ul className="space-y-1.5">
          {question.choices.map((choice) => {
            const isChosen = chosen.includes(choice.choice_id);
            const isRight = rightIds.includes(choice.choice_id);
            return (
              <li
                key={choice.choice_id}
                className={cx(
                  'flex items-center gap-2 rounded-lg px-3 py-1.5 text-sm',
                  question.key && isRight ? 'bg-emerald-50 text-emerald-900' : 'text-ink',
                )}
              >
                {isChosen ? (
                  <Check className="size-4" aria-hidden="true" />
                ) : (
                  <span className="size-4" />
                )}
                <span>{choice.text}</span>
                {isChosen && <span className="sr-only">{t('review.yourChoice')}</span>}
                {question.key && isRight && (
                  <span className="ml-auto text-xs font-semibold">{t('review.right')}</span>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-ink">
          <span className="font-medium">{t('review.yourAnswer')}</span>{' '}
          {response === null
            ? t('review.noAnswer')
            : 'answer' in response
              ? response.answer
                ? t('taking.true')
                : t('taking.false')
              : 'text' in response && response.text.trim() !== ''
                ? response.text
                : t('review.noAnswer')}
        </p>
      )}
      {question.key && <KeyLine question={question} />}
      {gradeFor !== null && <EssayGradeForm attemptId={gradeFor} question={question} />}
      {gradeFor === null && question.feedback && (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-ink">
          <span className="font-medium">{t('review.feedback')}</span> {question.feedback}
        </p>
      )}
      {question.explanation && (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm whitespace-pre-line text-brand-900">
          {question.explanation}
        </p>
      )}
    </li>
  );
}

function KeyLine({ question }: { question: AttemptQuestion }) {
  const { t } = useTranslation('classwork');
  const language = useLanguage();
  const key = question.key!;
  const isFullMarks = question.score !== null && question.score >= question.points;
  const Icon = isFullMarks ? Check : X;
  let text: string | null = null;
  if (key.answer !== undefined) text = key.answer ? t('taking.true') : t('taking.false');
  if (key.accepted_answers) text = key.accepted_answers.join(' · ');
  if (key.value !== undefined) {
    text = t('review.numericKey', {
      value: formatNumber(key.value, language),
      tolerance: formatNumber(key.tolerance ?? 0, language),
    });
  }
  if (text === null) return null;
  return (
    <p className="flex items-center gap-2 text-sm text-emerald-900">
      <Icon className="size-4" aria-hidden="true" />
      <span className="font-medium">{t('review.rightAnswer')}</span> {text}
    </p>
  );
}
