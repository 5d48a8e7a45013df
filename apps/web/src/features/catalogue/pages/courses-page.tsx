import { CATALOGUE_PAGE_SIZE } from '@academy/contract/catalogue-rules';
import { SlidersHorizontal } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { ApiError } from '../../../lib/api-error';
import { cx } from '../../../lib/class-names';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useMetaDescription } from '../../pages/hooks/use-meta-description';
import { useCourses } from '../api/get-courses';
import { CatalogueFilters } from '../components/catalogue/catalogue-filters';
import { CatalogueHero } from '../components/catalogue/catalogue-hero';
import { SortSelect } from '../components/catalogue/sort-select';
import { CourseGrid } from '../components/course-grid';
import { useCatalogueParams } from '../hooks/use-catalogue-params';
import { hasActiveFilters, toApiQuery, toSearchParams } from '../model/catalogue-params';

/** /courses, the catalogue: search, sort and filters run on the server. */
export function CoursesPage() {
  const { t } = useTranslation(['catalogue', 'common']);
  const language = useLanguage();
  const { params, update, goToPage, resetFilters, clearAll } = useCatalogueParams();
  const courses = useCourses(toApiQuery(params));
  const [isFilterOpen, setIsFilterOpen] = useState(false);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  useMetaDescription(t('catalogue.metaDescription'));

  const count = courses.data?.count ?? 0;
  const totalPages = Math.max(1, Math.ceil(count / CATALOGUE_PAGE_SIZE));
  const hasFilters = hasActiveFilters(params);
  // A page past the end (an old link, fewer results now) answers 404 "Invalid page.": start over.
  const isPastLastPage =
    params.page > 1 && courses.error instanceof ApiError && courses.error.status === 404;
  useEffect(() => {
    if (isPastLastPage) goToPage(1);
  }, [isPastLastPage, goToPage]);

  function handlePageChange(page: number) {
    goToPage(page);
    resultsRef.current?.scrollIntoView({ block: 'start' });
    resultsRef.current?.focus({ preventScroll: true });
  }

  return (
    <>
      <title>{t('common:documentTitle', { title: t('catalogue.title') })}</title>
      <CatalogueHero
        key={params.search}
        search={params.search}
        keptQuery={toSearchParams({ ...params, search: '', page: 1 })}
        onSearch={(search) => update({ search })}
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <section
          aria-labelledby="filters-title"
          className="mb-8 rounded-2xl border border-line bg-surface p-4 sm:p-5"
        >
          {/* Each control keeps its place whatever arrives after it, so a page painted while its
              HTML still arrives does not move: on a phone the heading and the filters button
              share a row and sorting has the next; on wider screens sorting sits beside the
              heading. */}
          <div className="grid grid-cols-[1fr_auto] items-center gap-3 md:flex md:justify-between">
            <h2 id="filters-title" className="text-base leading-10 font-semibold text-ink">
              {t('catalogue.filters.title')}
            </h2>
            <Button
              variant="outline"
              size="sm"
              className="md:hidden"
              aria-expanded={isFilterOpen}
              aria-controls="catalogue-filters"
              onClick={() => setIsFilterOpen((open) => !open)}
            >
              <SlidersHorizontal className="size-4" aria-hidden="true" />
              {t('catalogue.filters.show')}
            </Button>
            <div className="col-span-2">
              <SortSelect
                ordering={params.ordering}
                isSearching={params.search !== ''}
                onChange={(ordering) => update({ ordering })}
              />
            </div>
          </div>
          <div id="catalogue-filters" className={cx('mt-4 md:block', !isFilterOpen && 'hidden')}>
            <CatalogueFilters
              params={params}
              onChange={update}
              onReset={resetFilters}
              hasFilters={hasFilters}
            />
          </div>
        </section>

        <h2
          ref={resultsRef}
          tabIndex={-1}
          className="mb-6 scroll-mt-24 text-base text-ink-muted focus:outline-none"
          aria-live="polite"
          data-testid="result-count"
        >
          {courses.data ? (
            <>
              <span className="font-semibold text-ink">
                {t('catalogue.resultCount', { count, value: formatNumber(count, language) })}
              </span>{' '}
              {params.search && t('catalogue.resultsFor', { search: params.search })}
            </>
          ) : (
            <span className="sr-only">{t('catalogue.resultsLabel')}</span>
          )}
        </h2>
        <CourseGrid
          courses={courses.data?.results}
          isPending={courses.isPending}
          isError={courses.isError && !courses.data}
          onRetry={() => void courses.refetch()}
          skeletonCount={CATALOGUE_PAGE_SIZE}
          eagerCount={4}
          isRefreshing={courses.isPlaceholderData}
          emptyAction={
            (params.search || hasFilters) && (
              <Button variant="outline" onClick={clearAll}>
                {t('catalogue:list.clearAll')}
              </Button>
            )
          }
        />
        <Pagination
          className="mt-10"
          page={Math.min(params.page, totalPages)}
          totalPages={totalPages}
          onPageChange={handlePageChange}
        />
      </div>
    </>
  );
}
