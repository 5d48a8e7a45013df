import type { Page } from '@academy/contract/pagination';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { api, type ApiPath, type QueryParams } from './api-client';

/** GET one page of a list: its filters, then `page` and `page_size`. */
export function getPage<Row>(
  path: ApiPath<'get'>,
  page: number,
  pageSize: number,
  filters: QueryParams = {},
  signal?: AbortSignal,
) {
  return api.get<Page<Row>>(path, { query: { ...filters, page, page_size: pageSize }, signal });
}

/** A paged list's query: the page on screen stays while the next one (or filter) loads. */
export function usePagedQuery<Data>(
  queryKey: QueryKey,
  load: (signal: AbortSignal) => Promise<Data>,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => load(signal),
    placeholderData: keepPreviousData,
    ...options,
  });
}

/** The page number a list's address asks for (`?page=3`, or the parameter `name`); 1 if none. */
export function pageFromParams(params: URLSearchParams, name = 'page'): number {
  return Math.max(1, Number(params.get(name)) || 1);
}
