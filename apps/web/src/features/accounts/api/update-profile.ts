import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { readProfile, type Profile } from '../../../lib/auth/profile';
import { dashboardQueryKey } from './get-dashboard';

export type ProfileChanges = {
  first_name: string;
  last_name: string;
  bio: string;
  language: 'en' | 'bn';
  /** A new picture, or null to keep the current one. */
  picture: File | null;
};

/** PUT /api/accounts/update/ as multipart: first_name, last_name, bio, optional profile_picture. */
export async function updateProfile(changes: ProfileChanges): Promise<Profile> {
  const form = new FormData();
  form.append('first_name', changes.first_name);
  form.append('last_name', changes.last_name);
  form.append('bio', changes.bio);
  form.append('language', changes.language);
  if (changes.picture) form.append('profile_picture', changes.picture);
  return readProfile(await api.put('/api/accounts/update/', form));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
  });
}
