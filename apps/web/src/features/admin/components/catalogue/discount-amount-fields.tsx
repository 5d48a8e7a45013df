import { formatDiscountValue, type DiscountType } from '@academy/contract/pricing';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/ui/field';
import { FieldFrame } from '../../../../components/ui/field-frame';

/** '15%' or '৳500', as the staff console lists a discount or a promo code. */
export const formatDiscountAmount = (type: DiscountType, value: string) =>
  type === 'percentage' ? `${formatDiscountValue(value)}%` : `৳${formatDiscountValue(value)}`;

/** Percentage first: most of the academy's offers are one. */
const typeOrder: readonly DiscountType[] = ['percentage', 'fixed'];

/** How much a discount or a promo code takes off: a percentage or a fixed amount, and its value. */
export function DiscountAmountFields({
  type,
  value,
  error,
  onTypeChange,
  onValueChange,
}: {
  type: DiscountType;
  value: string;
  error?: string;
  onTypeChange: (type: DiscountType) => void;
  onValueChange: (value: string) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FieldFrame label={t('catalogue.type')}>
        {(control) => (
          <select
            {...control}
            value={type}
            onChange={(event) => onTypeChange(event.target.value as DiscountType)}
          >
            {typeOrder.map((option) => (
              <option key={option} value={option}>
                {t(`catalogue.types.${option}`)}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <Field
        label={t('catalogue.value')}
        required
        inputMode="decimal"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        error={error}
      />
    </div>
  );
}
