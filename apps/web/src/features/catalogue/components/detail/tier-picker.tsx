import type { PriceTier } from '@academy/contract/catalogue';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../../lib/class-names';
import { formatDigits } from '../../../../lib/digits';
import { useLanguage } from '../../../../lib/i18n';
import { formatBdt } from '../../../../lib/money';

/** Group pricing as a radio group: 1, 2 or 3 students, price per student, saving, total. */
export function TierPicker({
  tiers,
  selected,
  onSelect,
}: {
  tiers: PriceTier[];
  selected: PriceTier | null;
  onSelect: (tier: PriceTier) => void;
}) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-ink">
        {t('detail.enrol.groupTitle')}
      </legend>
      <div className="space-y-2">
        {tiers.map((tier) => {
          const isSelected = selected?.students === tier.students;
          return (
            <label
              key={tier.students}
              className={cx(
                'flex cursor-pointer items-center justify-between gap-3 rounded-xl border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-600',
                isSelected ? 'border-brand-700 bg-brand-50' : 'border-line hover:bg-slate-50',
              )}
            >
              <span className="flex items-center gap-3">
                <input
                  type="radio"
                  name="tier"
                  value={tier.students}
                  checked={isSelected}
                  onChange={() => onSelect(tier)}
                  className="size-4 accent-brand-700"
                />
                <span>
                  <span className="block text-sm font-semibold text-ink">
                    {t('detail.enrol.tierStudents', {
                      count: tier.students,
                      value: formatDigits(tier.students, language),
                    })}
                    {tier.is_popular && (
                      <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                        {t('detail.enrol.popular')}
                      </span>
                    )}
                  </span>
                  <span className="block text-xs text-ink-muted">
                    {t('detail.enrol.perStudent', {
                      amount: formatBdt(tier.price_per_student, language),
                    })}
                    {Number(tier.savings) > 0 &&
                      ` · ${t('detail.enrol.save', { amount: formatBdt(tier.savings, language) })}`}
                  </span>
                </span>
              </span>
              <span className="text-sm font-semibold text-ink">
                {formatBdt(tier.total, language)}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
