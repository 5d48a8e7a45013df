import type { SubmissionForGrading } from '@academy/contract/grading';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';

/** The learner's earlier grade beside the one being given, and a drop below the released one. */
export function GradeComparison({
  work,
  earlier,
  newScore,
  newFinal,
  isLower,
}: {
  work: SubmissionForGrading;
  earlier: NonNullable<SubmissionForGrading['grade']>;
  newScore: number | null;
  newFinal: number | null;
  isLower: boolean;
}) {
  const { t } = useTranslation('classwork');
  const language = useLanguage();
  const number = (value: number) => formatNumber(value, language);
  const max = number(work.points);
  const penalty = work.submission.penalty_percent;
  return (
    <div className="space-y-2">
      <dl className="grid gap-2 sm:grid-cols-2">
        <div className="rounded-xl border border-line bg-slate-50 px-4 py-3">
          <dt className="text-xs font-semibold text-ink-muted">
            {t('queue.earlierGrade', { version: number(earlier.version) })}
          </dt>
          <dd className="text-lg font-semibold text-ink">
            {number(earlier.final_score)} / {max}
          </dd>
          <dd className="text-xs text-ink-muted">
            {earlier.released_at ? t('queue.earlierReleased') : t('queue.earlierNotReleased')}
          </dd>
        </div>
        <div className="rounded-xl border border-line bg-surface px-4 py-3">
          <dt className="text-xs font-semibold text-ink-muted">
            {t('queue.newGrade', { version: number(work.submission.version) })}
          </dt>
          <dd className="text-lg font-semibold text-ink">
            {newFinal === null ? '—' : `${number(newFinal)} / ${max}`}
          </dd>
          {penalty > 0 && newScore !== null && (
            <dd className="text-xs text-ink-muted">
              {t('queue.newGradePenalty', { score: number(newScore), penalty: number(penalty) })}
            </dd>
          )}
        </div>
      </dl>
      {isLower && (
        <p role="alert" className="rounded-xl bg-orange-50 px-4 py-3 text-sm text-orange-900">
          {t('queue.lowerWarning', {
            released: number(earlier.final_score),
            score: number(newFinal ?? 0),
            max,
          })}
        </p>
      )}
    </div>
  );
}
