import type { SecuritySummary } from '@academy/contract/admin-security';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/security/: published demo passwords in production, the last day's events. */
export function getSecuritySummary(signal?: AbortSignal) {
  return api.get<SecuritySummary>('/api/admin/security/', { signal });
}

export function useSecuritySummary() {
  return useQuery({
    queryKey: adminKeys.security,
    queryFn: ({ signal }) => getSecuritySummary(signal),
  });
}
