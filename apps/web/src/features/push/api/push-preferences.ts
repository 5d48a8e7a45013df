import type { PushPreferences } from '@academy/contract/push';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const pushPreferencesQueryKey = ['push', 'preferences'] as const;

/** GET /api/push/preferences/: which kinds reach the learner's devices. */
export function usePushPreferences() {
  return useQuery({
    queryKey: pushPreferencesQueryKey,
    queryFn: ({ signal }) => api.get<PushPreferences>('/api/push/preferences/', { signal }),
  });
}

/** PUT /api/push/preferences/. */
export function useSavePushPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choices: PushPreferences) =>
      api.put<PushPreferences>('/api/push/preferences/', choices),
    onSuccess: (saved) => queryClient.setQueryData(pushPreferencesQueryKey, saved),
  });
}
