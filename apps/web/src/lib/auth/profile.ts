import type { Role } from '@academy/contract/roles';
import * as z from 'zod/mini';

/** The contract's roles, repeated here so the entry chunk does not pull in full zod. */
const roles = ['learner', 'instructor', 'admin'] as const satisfies readonly Role[];

/**
 * The signed-in user's profile as GET /api/accounts/profile/ answers it (spec section 3).
 * Unknown extra fields are kept; an unknown role is read as the least privileged one.
 */
export const profileSchema = z.looseObject({
  id: z.optional(z.number()),
  first_name: z.catch(z.string(), ''),
  last_name: z.catch(z.string(), ''),
  email: z.string(),
  phone: z.nullish(z.string()),
  role: z.catch(z.enum(roles), 'learner'),
  bio: z.nullish(z.string()),
  profile_picture: z.nullish(z.string()),
  /** The account's interface language, when the server keeps one. */
  language: z.optional(z.string()),
});
export type Profile = z.infer<typeof profileSchema>;

/** "First Last", or the email when the profile has no name. */
export function getFullName(profile: Pick<Profile, 'first_name' | 'last_name' | 'email'>): string {
  const name = `${profile.first_name} ${profile.last_name}`.trim();
  return name || profile.email;
}
