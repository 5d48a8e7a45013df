// No zod here: the web app's shell keeps the session's profile current and reads this.

/** The avatar and name are re-read this often. */
export const PROFILE_POLL_MS = 60_000;
