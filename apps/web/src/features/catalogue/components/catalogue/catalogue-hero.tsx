import { SEARCH_MAX_LENGTH } from '@academy/contract/catalogue-rules';
import { Search, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The catalogue hero with its search box 'Search for anything'. The box starts
 * from the URL's search; the page remounts it (key) when the URL changes, e.g. on back. It is a
 * real GET form to /courses, carrying the sort and filters in force (`keptQuery`), so a search
 * sent before the app has taken the page over loads the same results.
 */
export function CatalogueHero({
  search,
  keptQuery,
  onSearch,
}: {
  search: string;
  keptQuery: URLSearchParams;
  onSearch: (search: string) => void;
}) {
  const { t } = useTranslation('catalogue');
  const [text, setText] = useState(search);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(text.trim());
  }

  return (
    <section className="bg-brand-950 bg-[radial-gradient(ellipse_at_top_right,var(--color-accent-900),transparent_60%)] text-white [--focus-ring:var(--color-white)]">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('catalogue.title')}</h1>
        <p className="mt-3 text-xl font-semibold text-brand-100">{t('catalogue.heroTitle')}</p>
        <p className="mt-2 max-w-2xl text-slate-200">{t('catalogue.heroText')}</p>
        <form
          role="search"
          action="/courses"
          method="get"
          onSubmit={handleSubmit}
          className="mt-8 flex max-w-2xl gap-2"
        >
          {[...keptQuery].map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <div className="relative flex-1">
            <label htmlFor="catalogue-search" className="sr-only">
              {t('catalogue.searchLabel')}
            </label>
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
              aria-hidden="true"
            />
            <input
              id="catalogue-search"
              name="search"
              type="search"
              value={text}
              maxLength={SEARCH_MAX_LENGTH}
              onChange={(event) => setText(event.target.value)}
              placeholder={t('catalogue.searchPlaceholder')}
              autoComplete="off"
              enterKeyHint="search"
              className="h-12 w-full rounded-lg border-0 bg-white pr-10 pl-10 text-base text-ink shadow-sm placeholder:text-slate-500 [--focus-ring:var(--color-accent-600)]"
            />
            {text && (
              <button
                type="button"
                onClick={() => {
                  setText('');
                  onSearch('');
                }}
                aria-label={t('catalogue.clearSearch')}
                className="absolute top-1/2 right-2 flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 [--focus-ring:var(--color-accent-600)]"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            )}
          </div>
          <button
            type="submit"
            className="inline-flex h-12 items-center rounded-lg bg-white px-5 font-semibold text-brand-900 hover:bg-brand-50"
          >
            {t('catalogue.searchButton')}
          </button>
        </form>
      </div>
    </section>
  );
}
