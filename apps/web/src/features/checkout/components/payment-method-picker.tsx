import type { PaymentMethod } from '@academy/contract/checkout';
import { CreditCard, Send, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';

type PaymentMethodPickerProps = {
  methods: PaymentMethod[];
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
};

const icons = { bkash: Smartphone, sslcommerz: CreditCard, manual: Send } as const;

/** The ways to pay this academy offers, as large radio cards (keyboard: arrows within the group). */
export function PaymentMethodPicker({ methods, value, onChange }: PaymentMethodPickerProps) {
  const { t } = useTranslation('checkout');
  return (
    <fieldset className="space-y-3">
      <legend className="mb-3 text-lg font-semibold text-ink">{t('method.legend')}</legend>
      <div className="grid gap-3 md:grid-cols-3">
        {methods.map((method) => {
          const Icon = icons[method];
          const checked = method === value;
          return (
            <label
              key={method}
              className={cx(
                'flex cursor-pointer gap-3 rounded-2xl border bg-surface p-4 shadow-sm transition-colors focus-within:ring-2 focus-within:ring-brand-500',
                checked
                  ? 'border-brand-600 ring-1 ring-brand-600'
                  : 'border-line hover:border-slate-400',
              )}
            >
              <input
                type="radio"
                name="payment-method"
                value={method}
                checked={checked}
                onChange={() => onChange(method)}
                className="mt-1 size-4 accent-brand-600"
              />
              <span className="min-w-0">
                <span className="flex items-center gap-2 font-semibold text-ink">
                  <Icon className="size-4 shrink-0" aria-hidden="true" />
                  {t(`method.${method}`)}
                </span>
                <span className="mt-1 block text-sm text-ink-muted">
                  {t(`method.${method}Hint`)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
