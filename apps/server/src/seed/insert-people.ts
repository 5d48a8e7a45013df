import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { people } from './content/people.ts';
import type { DemoClock } from './demo-clock.ts';

/**
 * Inserts every demo account, verified, with one shared password hash: argon2 is deliberately
 * slow, and the demo accounts all share `demoPassword` anyway.
 */
export async function insertPeople(tx: Db, passwordHash: string, clock: DemoClock): Promise<void> {
  await tx.insert(users).values(
    people.map((person) => {
      const joinedAt = clock.daysAgo(person.joinedDaysAgo);
      return {
        id: person.id,
        email: person.email.toLowerCase(),
        passwordHash,
        firstName: person.firstName,
        lastName: person.lastName,
        phone: person.phone,
        role: person.role,
        bio: person.bio,
        listedInClass: person.listedInClass ?? false,
        emailVerifiedAt: joinedAt,
        createdAt: joinedAt,
        updatedAt: joinedAt,
      };
    }),
  );
}
