import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { verifyPassword } from '../lib/passwords.ts';
import { demoPassword, people } from './content/people.ts';

const roleRank = { admin: 0, instructor: 1, learner: 2 } as const;

/**
 * The demo accounts that still sign in with the password the README publishes, staff first. The
 * seed hashes the password once for everyone, so each distinct hash is verified once.
 */
export async function findPublishedDemoPasswords(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(
      inArray(
        users.email,
        people.map((person) => person.email),
      ),
    )
    .orderBy(users.id);
  const verdicts = new Map<string, Promise<boolean>>();
  const published: { email: string; rank: number }[] = [];
  for (const row of rows) {
    let verdict = verdicts.get(row.passwordHash);
    if (!verdict) {
      verdict = verifyPassword(row.passwordHash, demoPassword);
      verdicts.set(row.passwordHash, verdict);
    }
    if (await verdict) published.push({ email: row.email, rank: roleRank[row.role] });
  }
  return published.sort((a, b) => a.rank - b.rank).map((person) => person.email);
}

/** The start-up warning for a production start with published demo passwords. */
export function publishedPasswordsWarning(emails: string[]): string {
  return (
    `WARNING: production start with the demo's published passwords: ${emails.length} demo ` +
    `accounts (${emails.join(', ')}) sign in with the password printed in the README. Change ` +
    'their passwords or delete them, and start production without SEED_DEMO.'
  );
}
