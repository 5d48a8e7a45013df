import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  CONTACT_MAX_PER_WINDOW,
  CONTACT_WINDOW_MS,
  type ContactRequest,
} from '@academy/contract/contact';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { contactMessages } from '../../db/schema/contact.ts';
import { tooManyRequests } from '../../lib/http-errors.ts';
import type { PageWindow } from '../../lib/pagination.ts';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

const windowSeconds = CONTACT_WINDOW_MS / 1000;

/**
 * Stores a contact message unless this address already sent CONTACT_MAX_PER_WINDOW in the last
 * hour (then 429 with the seconds until its oldest message leaves the window). The advisory lock
 * makes concurrent sends from one address count one after the other, on every API process.
 */
export async function createContactMessage(
  db: Db,
  input: ContactRequest,
  ip: string,
): Promise<ContactMessageRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`contact:${ip}`}))`);
    const [recent] = await tx
      .select({
        sent: count(),
        retryAfter: sql<
          string | null
        >`ceil(extract(epoch from (min(${contactMessages.createdAt}) + make_interval(secs => ${windowSeconds}) - now())))`,
      })
      .from(contactMessages)
      .where(
        and(
          eq(contactMessages.ip, ip),
          sql`${contactMessages.createdAt} > now() - make_interval(secs => ${windowSeconds})`,
        ),
      );
    if (recent && recent.sent >= CONTACT_MAX_PER_WINDOW) {
      throw tooManyRequests(Math.max(1, Number(recent.retryAfter ?? windowSeconds)));
    }
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...input, ip })
      .returning();
    return row!;
  });
}

/** Everyone who receives contact messages: the staff (admin) accounts. */
export async function listStaffRecipients(db: Db) {
  return db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id));
}

/** One page of contact messages for staff, newest first. */
export async function listContactMessages(db: Db, window: PageWindow) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(contactMessages),
  ]);
  return { rows, count: total?.total ?? 0 };
}

/** Staff mark a message dealt with (or not yet); null when there is no such message. */
export async function setContactMessageHandled(
  db: Db,
  id: number,
  handled: boolean,
): Promise<ContactMessageRow | null> {
  const [row] = await db
    .update(contactMessages)
    .set({
      // Keep the first handling time when it is marked handled twice.
      handledAt: handled ? sql`coalesce(${contactMessages.handledAt}, now())` : null,
    })
    .where(eq(contactMessages.id, id))
    .returning();
  return row ?? null;
}
