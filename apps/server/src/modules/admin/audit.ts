import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbTransaction } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { notFound } from '../../lib/http-errors.ts';

export type AuditEntry = {
  /** The staff member who acted; null for the system (a gateway's confirmation, a job). */
  actorId: number | null;
  /** Dotted verb: `payment.approve`, `user.role_change`, `coupon.update` … */
  action: string;
  entityType: string;
  entityId: number | null;
  details?: Record<string, unknown>;
};

/**
 * Writes who did what to which record, inside the transaction of the change itself, so a decision
 * or setting change and its audit entry commit (or fail) together.
 */
export async function recordAudit(tx: DbTransaction, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    details: entry.details ?? {},
  });
}

type TableWithId = PgTable & { id: AnyPgColumn };

/**
 * Creates (id null) or updates the staff-managed row with this id (404 when there is none) and
 * audits it as `<entity>.create` or `<entity>.update` with these details, in the caller's
 * transaction. Returns the row's id.
 */
export async function saveAudited<T extends TableWithId>(
  tx: DbTransaction,
  table: T,
  change: {
    actorId: number;
    entityType: string;
    id: number | null;
    values: PgInsertValue<T>;
    details: Record<string, unknown>;
  },
): Promise<number> {
  const { id, values } = change;
  const returning = { id: table.id };
  const [row] = (
    id === null
      ? await tx.insert(table).values(values).returning(returning)
      : await tx
          .update(table)
          .set(values as PgUpdateSetSource<T>)
          .where(eq(table.id, id))
          .returning(returning)
  ) as { id: number }[];
  if (!row) throw notFound();
  await recordAudit(tx, {
    actorId: change.actorId,
    action: `${change.entityType}.${id === null ? 'create' : 'update'}`,
    entityType: change.entityType,
    entityId: row.id,
    details: change.details,
  });
  return row.id;
}
