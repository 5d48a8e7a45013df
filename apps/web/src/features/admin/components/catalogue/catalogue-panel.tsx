import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../../lib/class-names';
import { CategoriesSection } from './categories-section';
import { CouponsSection } from './coupons-section';
import { CoursesSection } from './courses-section';
import { DiscountsSection } from './discounts-section';

const sections = ['courses', 'categories', 'discounts', 'coupons'] as const;
type Section = (typeof sections)[number];

const views: Record<Section, () => React.JSX.Element> = {
  courses: CoursesSection,
  categories: CategoriesSection,
  discounts: DiscountsSection,
  coupons: CouponsSection,
};

/** Catalogue settings: course status, badges and tiers; categories; discounts; coupons. */
export function CataloguePanel() {
  const { t } = useTranslation('admin');
  const [section, setSection] = useState<Section>('courses');
  const View = views[section];
  return (
    <div className="space-y-5">
      <div role="group" aria-label={t('catalogue.sectionsLabel')} className="flex flex-wrap gap-1">
        {sections.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={section === value}
            onClick={() => setSection(value)}
            className={cx(
              'rounded-full px-3 py-1.5 text-sm font-medium',
              section === value
                ? 'bg-brand-700 text-white'
                : 'bg-slate-100 text-ink hover:bg-slate-200',
            )}
          >
            {t(`catalogue.sections.${value}`)}
          </button>
        ))}
      </div>
      <View />
    </div>
  );
}
