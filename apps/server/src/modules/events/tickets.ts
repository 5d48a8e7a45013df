import { createHash, randomBytes } from 'node:crypto';
import { EVENT_TICKET_TTL_SECONDS } from '@academy/contract/events';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventTickets } from '../../db/schema/accounts.ts';

// A browser's EventSource cannot send an Authorization header, and a long-lived token in a URL
// ends up in logs. It trades its bearer for a ticket: random, stored hashed, good for one use
// within 60 seconds (docs/api.md, Notifications and live events). A ticket names what it opens,
// the event stream or one live class, and is spent only there.

/** What a ticket opens: the user's event stream, or the join link of one live class. */
export type TicketPurpose =
  { kind: 'event_stream' } | { kind: 'live_class_join'; liveClassId: number };

const objectOf = (purpose: TicketPurpose) =>
  purpose.kind === 'live_class_join' ? purpose.liveClassId : null;

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** Issues a single-use ticket for the user and sweeps tickets that have expired. */
export async function issueTicket(
  db: Db,
  userId: number,
  purpose: TicketPurpose,
  now: Date = new Date(),
): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await db.delete(eventTickets).where(lt(eventTickets.expiresAt, now));
  await db.insert(eventTickets).values({
    userId,
    ticketHash: hashTicket(ticket),
    purpose: purpose.kind,
    objectId: objectOf(purpose),
    expiresAt: new Date(now.getTime() + EVENT_TICKET_TTL_SECONDS * 1000),
  });
  return ticket;
}

/**
 * Spends a ticket for `purpose`: the user it was issued to, or null when it is unknown, used,
 * expired or issued for something else (which leaves it unspent). One conditional UPDATE, so two
 * uses racing with the same ticket cannot both win.
 */
export async function consumeTicket(
  db: Db,
  ticket: string,
  purpose: TicketPurpose,
  now: Date = new Date(),
): Promise<number | null> {
  const object = objectOf(purpose);
  const [row] = await db
    .update(eventTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(eventTickets.ticketHash, hashTicket(ticket)),
        eq(eventTickets.purpose, purpose.kind),
        object === null ? isNull(eventTickets.objectId) : eq(eventTickets.objectId, object),
        isNull(eventTickets.usedAt),
        gt(eventTickets.expiresAt, now),
      ),
    )
    .returning({ userId: eventTickets.userId });
  return row?.userId ?? null;
}
