import type { PriceTier } from '@academy/contract/catalogue';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import { useLanguage } from '../../../lib/i18n';
import { formatBdt } from '../../../lib/money';

type GroupSizePickerProps = {
  sizes: number[];
  tiers: readonly PriceTier[];
  value: number;
  onChange: (students: number) => void;
};

/** 1, 2 or 3 students where the course has group pricing: a radio group. */
export function GroupSizePicker({ sizes, tiers, value, onChange }: GroupSizePickerProps) {
  const { t } = useTranslation('enrolment');
  const language = useLanguage();
  if (sizes.length <= 1) return null;
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">{t('form.groupSize')}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-3">
        {sizes.map((students) => {
          const tier = tiers.find((candidate) => candidate.students === students);
          const isSelected = students === value;
          return (
            <label
              key={students}
              className={cx(
                'flex cursor-pointer flex-col rounded-xl border p-3 text-sm has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent-600',
                isSelected
                  ? 'border-brand-700 bg-brand-50'
                  : 'border-line bg-surface hover:bg-slate-50',
              )}
            >
              <input
                type="radio"
                name="students"
                value={students}
                checked={isSelected}
                onChange={() => onChange(students)}
                className="sr-only"
              />
              <span className="font-semibold text-ink">
                {t('form.groupSizeOption', { count: students })}
              </span>
              {tier && (
                <span className="text-ink-muted">
                  {formatBdt(tier.price_per_student, language)}
                </span>
              )}
              {tier?.is_popular && (
                <span className="mt-1 w-fit rounded-full bg-accent-100 px-2 py-0.5 text-xs font-medium text-accent-800">
                  {t('form.popular')}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
