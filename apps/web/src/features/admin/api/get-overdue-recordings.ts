import type { OverdueRecordings } from '@academy/contract/live-classes';
import { api } from '../../../lib/api-client';
import { usePagedQuery } from '../../../lib/paged-query';
import { adminKeys } from './admin-keys';

export const OVERDUE_RECORDINGS_PAGE_SIZE = 20;

/** GET /api/admin/live-classes/overdue-recordings/: held classes without a recording after 24 h. */
export function useOverdueRecordings(page: number) {
  return usePagedQuery(adminKeys.overdueRecordings(page), (signal) =>
    api.get<OverdueRecordings>('/api/admin/live-classes/overdue-recordings/', {
      query: { page, page_size: OVERDUE_RECORDINGS_PAGE_SIZE },
      signal,
    }),
  );
}
