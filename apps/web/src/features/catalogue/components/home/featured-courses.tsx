import { HOME_COURSE_LIMIT } from '@academy/contract/catalogue-rules';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../../components/ui/button-link';
import { cx } from '../../../../lib/class-names';
import { useCourses } from '../../api/get-courses';
import {
  featuredWithCategoryFirst,
  HOME_CATEGORY_SLUGS,
  type HomeCategorySlug,
} from '../../model/featured-order';
import { CourseGrid } from '../course-grid';

/**
 * The category chips and the Live & Featured Courses grid: at most eight of the
 * most popular courses; a chip brings its category's courses to the front.
 */
export function FeaturedCourses() {
  const { t } = useTranslation('catalogue');
  const [category, setCategory] = useState<HomeCategorySlug | null>(null);
  const featured = useCourses({ page: 1, page_size: HOME_COURSE_LIMIT });
  const inCategory = useCourses(
    { page: 1, page_size: HOME_COURSE_LIMIT, category: category ?? '' },
    { enabled: category !== null },
  );
  const courses = featured.data
    ? featuredWithCategoryFirst(
        featured.data.results,
        category ? inCategory.data?.results : undefined,
        category,
      )
    : undefined;

  return (
    <section
      aria-labelledby="featured-title"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
    >
      <div className="mb-8">
        <h2 className="text-xl font-semibold text-ink" id="categories-title">
          {t('home.categories.title')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t('home.categories.hint')}</p>
        <ul className="mt-4 flex flex-wrap gap-2" aria-labelledby="categories-title">
          {HOME_CATEGORY_SLUGS.map((slug) => {
            const isSelected = category === slug;
            return (
              <li key={slug}>
                <button
                  type="button"
                  aria-pressed={isSelected}
                  onClick={() => setCategory(isSelected ? null : slug)}
                  className={cx(
                    'inline-flex h-10 items-center rounded-full border px-4 text-sm font-medium transition-colors',
                    isSelected
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-line bg-surface text-ink hover:border-brand-300 hover:bg-brand-50',
                  )}
                >
                  {t(`home.categories.${slug}`)}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="featured-title" className="text-3xl font-bold tracking-tight text-ink">
            {t('home.featured.title')}
          </h2>
          <p className="mt-2 max-w-2xl text-ink-muted">{t('home.featured.subtitle')}</p>
        </div>
        <ButtonLink to="/courses" variant="link">
          {t('home.featured.viewAll')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </ButtonLink>
      </div>
      <CourseGrid
        courses={courses}
        isPending={featured.isPending}
        isError={featured.isError}
        onRetry={() => void featured.refetch()}
        skeletonCount={HOME_COURSE_LIMIT}
        isRefreshing={category !== null && inCategory.isFetching}
      />
    </section>
  );
}
