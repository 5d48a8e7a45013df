import { z } from 'zod';

/**
 * The live event stream (GET /api/events/, POST /api/events/ticket/). A browser's
 * EventSource cannot send a bearer header, so it trades one for a short single-use ticket.
 */

/** A ticket opens one stream within this many seconds, once. */
export const EVENT_TICKET_TTL_SECONDS = 60;
/** A comment line keeps proxies from closing an idle stream. */
export const EVENT_HEARTBEAT_MS = 20_000;
/** Names of the events the stream carries (`event:` lines). */
export const liveEventTypes = ['notification', 'chat_message'] as const;
export type LiveEventType = (typeof liveEventTypes)[number];

/** POST /api/events/ticket/ answer. */
export const eventTicketSchema = z.object({ ticket: z.string() });
export type EventTicket = z.infer<typeof eventTicketSchema>;

/** GET /api/events/?ticket=. */
export const eventStreamQuerySchema = z.object({ ticket: z.string().max(200).optional() });

export const eventMessages = {
  invalidTicket: 'Invalid or expired ticket.',
} as const;
