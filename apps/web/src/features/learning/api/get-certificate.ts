import type { Certificate } from '@academy/contract/learning';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

export const certificateQueryKey = (code: string) => ['learning', 'certificate', code] as const;

/** GET /api/certificates/{code}/: public verification, no sign-in needed. */
export function getCertificate(code: string, signal?: AbortSignal): Promise<Certificate> {
  return api.get<Certificate>(`/api/certificates/${encodeURIComponent(code)}/`, {
    auth: false,
    signal,
  });
}

export function useCertificate(code: string) {
  return useQuery({
    queryKey: certificateQueryKey(code),
    queryFn: ({ signal }) => getCertificate(code, signal),
    // A code that is not found stays not found; only transient failures are worth a retry.
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
}
