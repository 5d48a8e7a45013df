import type { AssignmentOverview } from '@academy/contract/assignments';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';

/** A released grade the learner must know is at stake before a new version goes in. */
export const hasGradeAtStake = (assignment: AssignmentOverview) => assignment.grade !== null;

/**
 * What handing in now does, said before it is done: the released grade that a new version puts
 * up for grading again (it can go down as well as up), and the late penalty the version would
 * carry by the server's clock. With a grade at stake the learner ticks that they understand.
 */
export function BeforeSubmitNotice({
  assignment,
  understood,
  onUnderstoodChange,
  error,
}: {
  assignment: AssignmentOverview;
  understood: boolean;
  onUnderstoodChange: (understood: boolean) => void;
  error?: string;
}) {
  const { t } = useTranslation('classwork');
  const language = useLanguage();
  const number = (value: number) => formatNumber(value, language);
  const { grade, if_submitted_now: now } = assignment;
  const late = now && now.days_late > 0 ? now : null;
  if (!grade && !late) return null;
  return (
    <div
      role="note"
      className="space-y-2 rounded-xl bg-orange-50 px-4 py-3 text-sm text-orange-900"
    >
      {grade && (
        <p>
          {t('assignment.regradeWarning', {
            score: number(grade.final_score),
            max: number(assignment.points),
          })}
        </p>
      )}
      {late && (
        <p>
          {t('assignment.lateWarning', {
            count: late.days_late,
            days: number(late.days_late),
            penalty: number(late.penalty_percent),
          })}
        </p>
      )}
      {grade && (
        <label className="flex items-start gap-3 font-medium">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-brand-700"
            checked={understood}
            onChange={(event) => onUnderstoodChange(event.target.checked)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'understood-error' : undefined}
          />
          {t('assignment.understood')}
        </label>
      )}
      {error && (
        <p id="understood-error" role="alert" className="font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
