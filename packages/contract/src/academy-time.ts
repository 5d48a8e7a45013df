/**
 * The academy's calendar (docs/rules.md, Dates and times): every date the academy gives (a
 * certificate's day, an invoice's date, a due time, a class time) is read on Dhaka's clock, in
 * pages, mails and PDFs alike; only a time that is the reader's own (a chat message, a
 * notification) is shown on the reader's clock. No zod, so any page may import it.
 */

/** Asia/Dhaka: UTC+06:00 all year, no daylight saving. */
export const ACADEMY_TIME_ZONE = 'Asia/Dhaka';
export const ACADEMY_UTC_OFFSET = '+06:00';
const ACADEMY_OFFSET_MS = 6 * 60 * 60 * 1000;

/** The academy's calendar day of an instant, as 'YYYY-MM-DD'. */
export function academyDay(instant: Date): string {
  return new Date(instant.getTime() + ACADEMY_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a calendar day ('YYYY-MM-DD') starts on the academy's clock. */
export function academyDayStart(day: string): Date {
  return new Date(`${day}T00:00:00${ACADEMY_UTC_OFFSET}`);
}
