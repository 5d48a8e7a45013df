import { roleSchema } from '@academy/contract/roles';
import { z } from 'zod';

/**
 * The signed-in user's profile as GET /api/accounts/profile/ answers it (spec section 3).
 * Unknown extra fields are kept; an unknown role is read as the least privileged one.
 */
export const profileSchema = z.looseObject({
  first_name: z.string().catch(''),
  last_name: z.string().catch(''),
  email: z.string(),
  phone: z.string().nullish(),
  role: roleSchema.catch('learner'),
  bio: z.string().nullish(),
  profile_picture: z.string().nullish(),
});
export type Profile = z.infer<typeof profileSchema>;

/** "First Last", or the email when the profile has no name. */
export function getFullName(profile: Pick<Profile, 'first_name' | 'last_name' | 'email'>): string {
  const name = `${profile.first_name} ${profile.last_name}`.trim();
  return name || profile.email;
}
