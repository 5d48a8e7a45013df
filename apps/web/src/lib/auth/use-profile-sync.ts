import { PROFILE_POLL_MS } from '@academy/contract/account-rules';
import { useQuery } from '@tanstack/react-query';
import { startTransition, useEffect } from 'react';
import { fetchProfile, profileQueryKey } from './auth-api';
import type { Profile } from './profile';

export function useProfileSync(
  isAuthenticated: boolean,
  user: Profile | null,
  onChange: (user: Profile) => void,
): void {
  const { data } = useQuery({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => fetchProfile(undefined, signal),
    enabled: isAuthenticated,
    refetchInterval: isAuthenticated ? PROFILE_POLL_MS : false,
    staleTime: PROFILE_POLL_MS,
    retry: false,
  });

  useEffect(() => {
    if (isAuthenticated && data && user && JSON.stringify(data) !== JSON.stringify(user)) {
      // A transition, like the session's restore (auth-context.tsx): the page may still be
      // being taken over.
      startTransition(() => onChange(data));
    }
  }, [data, isAuthenticated, onChange, user]);
}
