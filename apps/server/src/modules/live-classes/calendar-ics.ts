import { liveClassEnd } from '@academy/contract/live-classes';

/** One class as a calendar event; `url` is the academy's class page, never the meeting link. */
export type CalendarEvent = {
  id: number;
  title: string;
  description: string;
  courseTitle: string;
  startsAt: Date;
  durationMinutes: number;
  status: 'scheduled' | 'cancelled';
  updatedAt: Date;
};

/** RFC 5545 TEXT: backslash, semicolon, comma and line breaks escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A UTC DATE-TIME: 20261205T143000Z. Every reader's calendar shows it in their own zone. */
export function utcStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A VCALENDAR of the events; times in UTC so no VTIMEZONE is needed. */
export function buildCalendar(
  events: CalendarEvent[],
  options: { name: string; host: string; publicUrl: string; now: Date },
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Academy//Live classes//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    'X-WR-TIMEZONE:Asia/Dhaka',
  ];
  for (const event of events) {
    const page = `${options.publicUrl}/live-classes/${event.id}`;
    const description = [event.courseTitle, event.description, page].filter(Boolean).join('\n\n');
    lines.push(
      'BEGIN:VEVENT',
      `UID:live-class-${event.id}@${options.host}`,
      `DTSTAMP:${utcStamp(options.now)}`,
      `LAST-MODIFIED:${utcStamp(event.updatedAt)}`,
      `SEQUENCE:${Math.floor(event.updatedAt.getTime() / 1000)}`,
      `DTSTART:${utcStamp(event.startsAt)}`,
      `DTEND:${utcStamp(liveClassEnd(event.startsAt, event.durationMinutes))}`,
      `SUMMARY:${escapeText(event.title)}`,
      `DESCRIPTION:${escapeText(description)}`,
      `URL:${page}`,
      `STATUS:${event.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
