/**
 * The live classes' clock, with no zod: a course's public page shows its live schedule without
 * loading the schemas (live-classes.ts builds them, and re-exports these).
 */

/** Class times are set in Bangladesh time (UTC+06:00 all year, no daylight saving). */
export const LIVE_CLASS_TIME_ZONE = 'Asia/Dhaka';
export const LIVE_CLASS_UTC_OFFSET = '+06:00';
