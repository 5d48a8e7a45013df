import type { Role } from '@academy/contract/roles';
import { isOptional, isRecord } from '../json-guards';
import { personName } from '../person-name';

/** The contract's roles, repeated here so the entry chunk does not pull in zod. */
const roles: readonly Role[] = ['learner', 'instructor', 'admin'];

/** The signed-in user's profile as GET /api/accounts/profile/ answers it. */
export type Profile = {
  id?: number;
  first_name: string;
  last_name: string;
  email: string;
  phone?: string | null;
  role: Role;
  bio?: string | null;
  profile_picture?: string | null;
  /** The account's interface language, when the server keeps one. */
  language?: string;
  /** Listed to classmates on the People tab of the user's courses. */
  listed_in_class?: boolean;
  /** Fields the app does not know are kept. */
  [field: string]: unknown;
};

/**
 * A profile from an answer or from storage. Unknown extra fields are kept; a missing name reads
 * as empty and an unknown role as the least privileged one. Throws a TypeError for anything else
 * that does not fit (no email, a field of the wrong type).
 */
export function readProfile(value: unknown): Profile {
  const fits =
    isRecord(value) &&
    typeof value.email === 'string' &&
    isOptional(value.id, 'number') &&
    isOptional(value.phone, 'string', true) &&
    isOptional(value.bio, 'string', true) &&
    isOptional(value.profile_picture, 'string', true) &&
    isOptional(value.language, 'string') &&
    isOptional(value.listed_in_class, 'boolean');
  if (!fits) throw new TypeError('Not a profile');
  return {
    ...value,
    email: value.email as string,
    first_name: typeof value.first_name === 'string' ? value.first_name : '',
    last_name: typeof value.last_name === 'string' ? value.last_name : '',
    role: roles.find((role) => role === value.role) ?? 'learner',
  };
}

/** "First Last", or the email when the profile has no name. */
export function getFullName(profile: Pick<Profile, 'first_name' | 'last_name' | 'email'>): string {
  const name = personName(profile);
  return name || profile.email;
}
