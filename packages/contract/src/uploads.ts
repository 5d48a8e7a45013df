/**
 * Uploads (a submitted file, a profile picture, a course thumbnail): how many one user may have
 * in progress at once, in one server process (docs/rules.md, Uploads).
 */
export const UPLOADS_AT_ONCE = 2;

export const uploadMessages = {
  tooManyAtOnce: 'You already have 2 uploads in progress. Wait for one to finish, then try again.',
} as const;
