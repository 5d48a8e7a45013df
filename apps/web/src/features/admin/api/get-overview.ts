import type { Overview } from '@academy/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/overview/: pending payments, enrolments and revenue per day for 30 days. */
export function getOverview(signal?: AbortSignal) {
  return api.get<Overview>('/api/admin/overview/', { signal });
}

export function useOverview() {
  return useQuery({ queryKey: adminKeys.overview, queryFn: ({ signal }) => getOverview(signal) });
}
