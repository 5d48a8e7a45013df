import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import type { Jobs } from '../../lib/jobs.ts';

/** What a forum write needs: the database, the bus for live notifications, the push jobs. */
export type ForumDeps = { db: Db; bus: EventBus; jobs: Jobs };

/** "First Last" of a user, as notification messages name them. */
export async function displayName(db: Db, userId: number): Promise<string> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ? `${row.firstName} ${row.lastName}`.trim() : '';
}
