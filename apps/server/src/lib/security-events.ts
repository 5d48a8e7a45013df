import { and, gte, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/audit.ts';

/** What staff are told about: an account's login locked for strangers, a one-time code burnt. */
export type SecurityEventKind = 'account_locked' | 'code_burnt';
const kinds: SecurityEventKind[] = ['account_locked', 'code_burnt'];

/**
 * Security events: a warning in the log and a system entry in the audit log
 * (`security.account_locked`, `security.code_burnt`), which the staff console counts.
 */
export type SecurityEvents = {
  /** Never throws: a failed write is logged, and the request it belongs to goes on. */
  record(kind: SecurityEventKind, details: Record<string, string | number>): Promise<void>;
  countSince(since: Date): Promise<Record<SecurityEventKind, number>>;
};

export function createSecurityEvents(db: Db, log: FastifyBaseLogger): SecurityEvents {
  return {
    async record(kind, details) {
      log.warn({ securityEvent: kind, ...details }, `security: ${kind.replace('_', ' ')}`);
      try {
        await db.insert(auditLog).values({
          actorId: null,
          action: `security.${kind}`,
          entityType: 'account',
          entityId: null,
          details,
        });
      } catch (error) {
        log.error({ err: error, securityEvent: kind }, 'security event not stored');
      }
    },
    async countSince(since) {
      const rows = await db
        .select({ action: auditLog.action, count: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(
          and(
            inArray(
              auditLog.action,
              kinds.map((kind) => `security.${kind}`),
            ),
            gte(auditLog.createdAt, since),
          ),
        )
        .groupBy(auditLog.action);
      const counts = { account_locked: 0, code_burnt: 0 };
      for (const row of rows)
        counts[row.action.slice('security.'.length) as SecurityEventKind] = row.count;
      return counts;
    },
  };
}
