import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  DEFAULT_PARAMS,
  parseCatalogueParams,
  toSearchParams,
  withChanges,
  type CatalogueParams,
} from '../model/catalogue-params';

/**
 * The catalogue state in the URL query. Every change is a history entry, so the back button
 * returns to the previous search, filter or page.
 */
export function useCatalogueParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseCatalogueParams(searchParams), [searchParams]);

  const update = useCallback(
    (changes: Partial<CatalogueParams>) =>
      setSearchParams(toSearchParams(withChanges(params, changes))),
    [params, setSearchParams],
  );
  const goToPage = useCallback(
    (page: number) => setSearchParams(toSearchParams({ ...params, page })),
    [params, setSearchParams],
  );
  const resetFilters = useCallback(
    () =>
      setSearchParams(
        toSearchParams({ ...DEFAULT_PARAMS, search: params.search, ordering: params.ordering }),
      ),
    [params, setSearchParams],
  );
  const clearAll = useCallback(() => setSearchParams(new URLSearchParams()), [setSearchParams]);

  return { params, update, goToPage, resetFilters, clearAll };
}
