import type { ClassworkState } from '@academy/contract/quizzes';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';

const tones: Record<ClassworkState, string> = {
  upcoming: 'bg-slate-100 text-slate-700',
  not_started: 'bg-brand-50 text-brand-900',
  in_progress: 'bg-amber-100 text-amber-900',
  submitted: 'bg-sky-100 text-sky-900',
  late: 'bg-orange-100 text-orange-900',
  graded: 'bg-emerald-100 text-emerald-900',
  missing: 'bg-red-100 text-red-900',
};

/** The learner's state of one piece of classwork, as a small coloured label. */
export function ClassworkStateBadge({ state }: { state: ClassworkState }) {
  const { t } = useTranslation('classwork');
  return (
    <span className={cx('rounded-full px-2.5 py-0.5 text-xs font-semibold', tones[state])}>
      {t(`states.${state}`)}
    </span>
  );
}
