import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { formatDigits } from '../../../../lib/digits';
import { useLanguage } from '../../../../lib/i18n';
import type { CatalogueParams } from '../../model/catalogue-params';
import { PriceFilterForm } from './price-filter-form';
import { categoryLabel, useCategories } from '../../../../lib/course-categories';

/** Minimum rating choices; 0 is 'Any rating' (minimum rating filter 0). */
const RATING_CHOICES = [4.5, 4, 3.5, 3] as const;

const selectClasses =
  'h-10 w-full rounded-lg border border-slate-300 bg-surface px-3 text-sm text-ink shadow-sm';

export type CatalogueFiltersProps = {
  params: CatalogueParams;
  onChange: (changes: Partial<CatalogueParams>) => void;
  onReset: () => void;
  hasFilters: boolean;
};

/** Category, price range and minimum rating, applied on the server. */
export function CatalogueFilters({ params, onChange, onReset, hasFilters }: CatalogueFiltersProps) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const categories = useCategories();

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
              {categoryLabel(category, language)}
            </option>
          ))}
        </select>
      </div>

      <PriceFilterForm
        key={`${params.minPrice}-${params.maxPrice}`}
        minPrice={params.minPrice}
        maxPrice={params.maxPrice}
        onApply={onChange}
      />

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
