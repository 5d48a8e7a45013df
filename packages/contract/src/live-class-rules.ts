/**
 * The live classes' clock, with no zod: a course's public page shows its live schedule without
 * loading the schemas (live-classes.ts builds them, and re-exports these).
 */

/** Class times are set in Bangladesh time (UTC+06:00 all year, no daylight saving). */
export {
  ACADEMY_TIME_ZONE as LIVE_CLASS_TIME_ZONE,
  ACADEMY_UTC_OFFSET as LIVE_CLASS_UTC_OFFSET,
} from './academy-time.ts';
