import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readProfile, type Profile } from '../../../lib/auth/profile';
import { uploadForm } from '../../../lib/upload';
import { dashboardQueryKey } from './get-dashboard';

export type ProfileChanges = {
  first_name: string;
  last_name: string;
  bio: string;
  language: 'en' | 'bn';
  listed_in_class: boolean;
  live_class_reminders: boolean;
  /** A new picture, or null to keep the current one. */
  picture: File | null;
};

/**
 * PUT /api/accounts/update/ as multipart: first_name, last_name, bio, language, listed_in_class,
 * live_class_reminders and an optional profile_picture,
 * reporting how much of the body (mostly the picture) has been sent.
 */
export async function updateProfile(
  changes: ProfileChanges,
  onProgress?: (fraction: number) => void,
): Promise<Profile> {
  const form = new FormData();
  form.append('first_name', changes.first_name);
  form.append('last_name', changes.last_name);
  form.append('bio', changes.bio);
  form.append('language', changes.language);
  form.append('listed_in_class', String(changes.listed_in_class));
  form.append('live_class_reminders', String(changes.live_class_reminders));
  if (changes.picture) form.append('profile_picture', changes.picture);
  return readProfile(
    await uploadForm<unknown>('/api/accounts/update/', form, { method: 'PUT', onProgress }),
  );
}

export function useUpdateProfile(onProgress?: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileChanges) => updateProfile(changes, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
  });
}
