import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/class-names';
import { useLanguage } from '../../lib/i18n';
import { formatDigits } from '../../lib/digits';
import { getPageItems } from './get-page-items';

export type PaginationProps = {
  page: number;
  onPageChange: (page: number) => void;
  className?: string;
} & (
  | { totalPages: number }
  /** A list's item count and page size, from which the number of pages follows. */
  | { count: number; pageSize: number }
);

const itemClasses =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-medium';

/** Page buttons with previous/next; renders nothing when there is only one page. */
export function Pagination({ page, onPageChange, className, ...pages }: PaginationProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const totalPages =
    'totalPages' in pages ? pages.totalPages : Math.ceil(pages.count / pages.pageSize);
  if (totalPages <= 1) return null;
  const items = getPageItems(page, totalPages);

  return (
    <nav aria-label={t('pagination.label')} className={cx('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            onClick={() => onPageChange(page - 1)}
            disabled={page <= 1}
            aria-label={t('pagination.previousPage')}
            className={cx(itemClasses, 'gap-1 text-ink hover:bg-slate-100 disabled:opacity-50')}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
            <span className="hidden sm:inline">{t('pagination.previous')}</span>
          </button>
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                onClick={() => onPageChange(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: formatDigits(item, language) })}
                className={cx(
                  itemClasses,
                  item === page
                    ? 'bg-brand-700 text-white'
                    : 'border border-line bg-surface text-ink hover:bg-slate-50',
                )}
              >
                {formatDigits(item, language)}
              </button>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className={cx(itemClasses, 'text-ink-muted')}>
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            onClick={() => onPageChange(page + 1)}
            disabled={page >= totalPages}
            aria-label={t('pagination.nextPage')}
            className={cx(itemClasses, 'gap-1 text-ink hover:bg-slate-100 disabled:opacity-50')}
          >
            <span className="hidden sm:inline">{t('pagination.next')}</span>
            <ChevronRight className="size-4" aria-hidden="true" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
