import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { formatDigits } from '../../../../lib/digits';
import { useLanguage } from '../../../../lib/i18n';
import { useCategories } from '../../api/get-categories';
import type { CatalogueParams } from '../../model/catalogue-params';
import {
  priceFilterSchema,
  type PriceFilter,
  type PriceFilterInput,
  type PriceFilterMessage,
} from '../../model/price-filter';
import { PRICE_FILTER_MAX, PRICE_FILTER_MIN } from '@academy/contract/catalogue';

/** Minimum rating choices; 0 is 'Any rating' (spec section 9: minimum rating filter 0). */
const RATING_CHOICES = [4.5, 4, 3.5, 3] as const;

const selectClasses =
  'h-10 w-full rounded-lg border border-slate-300 bg-surface px-3 text-sm text-ink shadow-sm';

export type CatalogueFiltersProps = {
  params: CatalogueParams;
  onChange: (changes: Partial<CatalogueParams>) => void;
  onReset: () => void;
  hasFilters: boolean;
};

/** Category, price range and minimum rating (spec section 9), applied on the server. */
export function CatalogueFilters({ params, onChange, onReset, hasFilters }: CatalogueFiltersProps) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const categories = useCategories();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PriceFilterInput, unknown, PriceFilter>({
    resolver: zodResolver(priceFilterSchema),
    values: { minPrice: params.minPrice, maxPrice: params.maxPrice },
  });
  const priceMessage = (message: string | undefined) =>
    message
      ? t(`catalogue.filters.${message as PriceFilterMessage}`, {
          min: formatDigits(PRICE_FILTER_MIN, language),
          max: formatDigits(PRICE_FILTER_MAX, language),
        })
      : undefined;

  return (
    <div className="grid gap-4 md:grid-cols-[1fr_2fr_1fr] md:items-start">
      <div>
        <label htmlFor="filter-category" className="mb-1.5 block text-sm font-medium text-ink">
          {t('catalogue.filters.category')}
        </label>
        <select
          id="filter-category"
          value={params.category ?? ''}
          onChange={(event) => onChange({ category: event.target.value || null })}
          className={selectClasses}
        >
          <option value="">{t('catalogue.filters.allCategories')}</option>
          {categories.data?.map((category) => (
            <option key={category.category_id} value={category.slug}>
              {category.category_name}
            </option>
          ))}
        </select>
      </div>

      <form
        noValidate
        className="min-w-0"
        onSubmit={handleSubmit((value) =>
          onChange({ minPrice: value.minPrice, maxPrice: value.maxPrice }),
        )}
      >
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-ink">
            {t('catalogue.filters.price')}
          </legend>
          <div className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
            <Field
              label={t('catalogue.filters.minPrice')}
              type="number"
              inputMode="numeric"
              min={PRICE_FILTER_MIN}
              max={PRICE_FILTER_MAX}
              step={1}
              error={priceMessage(errors.minPrice?.message)}
              {...register('minPrice')}
            />
            <Field
              label={t('catalogue.filters.maxPrice')}
              type="number"
              inputMode="numeric"
              min={PRICE_FILTER_MIN}
              max={PRICE_FILTER_MAX}
              step={1}
              error={priceMessage(errors.maxPrice?.message)}
              {...register('maxPrice')}
            />
            <Button type="submit" variant="outline" className="mt-6">
              {t('catalogue.filters.apply')}
            </Button>
          </div>
        </fieldset>
      </form>

      <div>
        <label htmlFor="filter-rating" className="mb-1.5 block text-sm font-medium text-ink">
          {t('catalogue.filters.minRating')}
        </label>
        <select
          id="filter-rating"
          value={String(params.minRating)}
          onChange={(event) => onChange({ minRating: Number(event.target.value) })}
          className={selectClasses}
        >
          <option value="0">{t('catalogue.filters.anyRating')}</option>
          {RATING_CHOICES.map((rating) => (
            <option key={rating} value={String(rating)}>
              {t('catalogue.filters.ratingAtLeast', { value: formatDigits(rating, language) })}
            </option>
          ))}
        </select>
      </div>

      {hasFilters && (
        <div className="md:col-span-3">
          <Button variant="ghost" size="sm" onClick={onReset}>
            {t('catalogue.filters.reset')}
          </Button>
        </div>
      )}
    </div>
  );
}
