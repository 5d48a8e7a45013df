import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';

export type ProgressBarProps = {
  /** Whole percent, 0 to 100 (the server's `percentage`). */
  percentage: number;
  completed: number;
  total: number;
  size?: 'sm' | 'md';
  className?: string;
};

/** A course's completion: a bar with "N%" and "x of y lessons done". */
export function ProgressBar({
  percentage,
  completed,
  total,
  size = 'md',
  className,
}: ProgressBarProps) {
  const { t } = useTranslation('learning');
  const language = useLanguage();
  const value = Math.min(100, Math.max(0, Math.floor(percentage)));
  const label = t('progress.percent', { value: formatNumber(value, language) });
  return (
    <div className={cx('space-y-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-semibold text-ink">{label}</span>
        <span className="text-ink-muted">
          {t('progress.lessonsDone', {
            completed: formatNumber(completed, language),
            total: formatNumber(total, language),
            count: total,
          })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={label}
        className={cx('overflow-hidden rounded-full bg-slate-200', size === 'sm' ? 'h-2' : 'h-3')}
      >
        <div
          className={cx(
            'h-full rounded-full transition-[width] duration-500',
            value === 100 ? 'bg-emerald-600' : 'bg-brand-700',
          )}
          style={{ width: `${value}%` }}
        />
      </div>
    </div>
  );
}
