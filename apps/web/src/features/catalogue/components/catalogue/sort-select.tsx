import {
  courseOrderings,
  DEFAULT_ORDERING,
  type CourseOrdering,
} from '@academy/contract/catalogue-rules';
import { useTranslation } from 'react-i18next';

const RELEVANCE = 'relevance';

/**
 * The five sort options, popularity first. While searching, 'Best match' leads
 * (the server ranks by relevance when no ordering is chosen).
 */
export function SortSelect({
  ordering,
  isSearching,
  onChange,
}: {
  ordering: CourseOrdering | null;
  isSearching: boolean;
  onChange: (ordering: CourseOrdering | null) => void;
}) {
  const { t } = useTranslation('catalogue');
  const value = ordering ?? (isSearching ? RELEVANCE : DEFAULT_ORDERING);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="catalogue-sort" className="text-sm font-medium whitespace-nowrap text-ink">
        {t('catalogue.sortLabel')}
      </label>
      <select
        id="catalogue-sort"
        value={value}
        onChange={(event) => {
          const next = event.target.value;
          // Popularity is the default only when not searching; while searching it is a choice.
          if (next === RELEVANCE || (next === DEFAULT_ORDERING && !isSearching)) onChange(null);
          else onChange(next as CourseOrdering);
        }}
        className="h-10 rounded-lg border border-slate-300 bg-surface px-3 text-sm text-ink shadow-sm"
      >
        {isSearching && <option value={RELEVANCE}>{t('catalogue.sort.relevance')}</option>}
        {courseOrderings.map((option) => (
          <option key={option} value={option}>
            {t(`catalogue.sort.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
