import { eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';

/** The account with this (already lowercased) email, or null. */
export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user ?? null;
}

export async function findUserById(db: Db, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

/** What a mail to a person needs: their address, first name and language. */
export type AccountToMail = {
  id: number;
  email: string;
  firstName: string;
  language: 'en' | 'bn';
};

/** The mail recipients among these accounts (each once; deleted accounts are left out). */
export function findMailRecipients(db: Db, ids: number[]): Promise<AccountToMail[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
}

/** A person's full name as lists show it and searches match it: "first last". */
export const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** The ILIKE conditions (any of them) that find a person by email or full name. */
export function personMatches(pattern: string): SQL[] {
  return [ilike(users.email, pattern), ilike(fullName, pattern)];
}
