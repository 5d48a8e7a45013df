import { PRICE_FILTER_MAX, PRICE_FILTER_MIN } from '@academy/contract/catalogue-rules';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { formatDigits } from '../../../../lib/digits';
import { useLanguage } from '../../../../lib/i18n';
import type { PriceFilter, PriceFilterErrors, PriceFilterInput } from '../../model/price-filter';

/** The form's rules (and zod with them) load on the first Apply, not with the catalogue page. */
async function checkPriceFilter(input: PriceFilterInput) {
  const model = await import('../../model/price-filter');
  return model.checkPriceFilter(input);
}

type PriceFilterFormProps = PriceFilter & { onApply: (filter: PriceFilter) => void };

/**
 * The catalogue's price range. Messages show after an Apply and follow the
 * typing from then on. Give it a key of the applied range so that it starts over when that changes.
 */
export function PriceFilterForm({ minPrice, maxPrice, onApply }: PriceFilterFormProps) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const [values, setValues] = useState({ minPrice: String(minPrice), maxPrice: String(maxPrice) });
  const [errors, setErrors] = useState<PriceFilterErrors | null>(null);

  const message = (field: keyof PriceFilter) => {
    const key = errors?.[field];
    return key
      ? t(`catalogue.filters.${key}`, {
          min: formatDigits(PRICE_FILTER_MIN, language),
          max: formatDigits(PRICE_FILTER_MAX, language),
        })
      : undefined;
  };

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const next = { ...values, [event.target.name]: event.target.value };
    setValues(next);
    if (errors) void checkPriceFilter(next).then((result) => setErrors(result.errors ?? {}));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await checkPriceFilter(values);
    setErrors(result.errors ?? {});
    if (result.filter) onApply(result.filter);
  }

  return (
    <form noValidate className="min-w-0" onSubmit={(event) => void handleSubmit(event)}>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-ink">
          {t('catalogue.filters.price')}
        </legend>
        <div className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
          {(['minPrice', 'maxPrice'] as const).map((field) => (
            <Field
              key={field}
              name={field}
              label={t(`catalogue.filters.${field}`)}
              type="number"
              inputMode="numeric"
              min={PRICE_FILTER_MIN}
              max={PRICE_FILTER_MAX}
              step={1}
              value={values[field]}
              onChange={handleChange}
              error={message(field)}
            />
          ))}
          <Button type="submit" variant="outline" className="mt-6">
            {t('catalogue.filters.apply')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
