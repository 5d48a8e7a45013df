import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoriesSection } from './categories-section';
import { CouponsSection } from './coupons-section';
import { CoursesSection } from './courses-section';
import { DiscountsSection } from './discounts-section';
import { FilterPills } from '../filter-pills';

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
      <FilterPills
        label={t('catalogue.sectionsLabel')}
        options={sections}
        value={section}
        optionLabel={(value) => t(`catalogue.sections.${value}`)}
        onChange={setSection}
      />
      <View />
    </div>
  );
}
