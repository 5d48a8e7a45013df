// No zod here: the web app's shell (the bell) reads these, and its entry chunk must stay small.

/** Notifications, 15 per page. */
export const NOTIFICATION_PAGE_SIZE = 15;
/** The bell polls every 10 s while the live stream is down. */
export const NOTIFICATION_POLL_MS = 10_000;
/** While the live stream is up it pushes changes; a slow poll only guards against a silent drop. */
export const NOTIFICATION_LIVE_POLL_MS = 60_000;
