import type { Dashboard } from '@academy/contract/accounts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const dashboardQueryKey = ['accounts', 'dashboard'] as const;

/** GET /api/accounts/dashboard/. */
export function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return api.get<Dashboard>('/api/accounts/dashboard/', { signal });
}

export function useDashboard() {
  return useQuery({ queryKey: dashboardQueryKey, queryFn: ({ signal }) => getDashboard(signal) });
}
