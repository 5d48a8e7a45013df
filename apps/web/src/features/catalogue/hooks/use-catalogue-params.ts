import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  DEFAULT_PARAMS,
  parseCatalogueParams,
  toSearchParams,
  withChanges,
  type CatalogueParams,
} from '../model/catalogue-params';

/**
 * The catalogue state in the URL query. Every change is a history entry, so the back button
 * returns to the previous search, filter or page. A change builds on the address as it is now:
 * the router renders a navigation as a transition, and on a slow phone a filter chosen right
 * after a sort must not undo the sort that is not rendered yet.
 */
export function useCatalogueParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const params = useMemo(() => parseCatalogueParams(searchParams), [searchParams]);

  const latest = useCallback(
    () =>
      // The address bar is the router's own in the browser (not under a test's memory router).
      window.location.pathname === pathname
        ? parseCatalogueParams(new URLSearchParams(window.location.search))
        : params,
    [params, pathname],
  );
  const update = useCallback(
    (changes: Partial<CatalogueParams>) =>
      setSearchParams(toSearchParams(withChanges(latest(), changes))),
    [latest, setSearchParams],
  );
  const goToPage = useCallback(
    (page: number) => setSearchParams(toSearchParams({ ...latest(), page })),
    [latest, setSearchParams],
  );
  const resetFilters = useCallback(() => {
    const { search, ordering } = latest();
    setSearchParams(toSearchParams({ ...DEFAULT_PARAMS, search, ordering }));
  }, [latest, setSearchParams]);
  const clearAll = useCallback(() => setSearchParams(new URLSearchParams()), [setSearchParams]);

  return { params, update, goToPage, resetFilters, clearAll };
}
