import { useQuery } from '@tanstack/react-query';
import { fetchProfile, profileQueryKey } from '../../../lib/auth/auth-api';

/**
 * GET /api/accounts/profile/: the same cache entry the session polls every 60 s, so the form and
 * the avatar in the top bar always agree.
 */
export function useProfile() {
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => fetchProfile(undefined, signal),
  });
}
