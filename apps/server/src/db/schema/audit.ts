import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id } from './columns.ts';

/** Who did what to which record, for staff actions (payment decisions, role changes, settings). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** Null for system actions, or once the actor's account is gone (the entry stays). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Dotted verb such as `payment.approve` or `user.role_change`. */
    action: text('action').notNull(),
    /** Table-like name of the subject, such as `payment` or `user`. */
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_actor_id_idx').on(t.actorId),
    index('audit_log_created_at_idx').on(t.createdAt),
  ],
);
