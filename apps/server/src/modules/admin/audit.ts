import type { DbTransaction } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';

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
