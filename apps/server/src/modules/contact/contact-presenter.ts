import type { AdminContactMessage, ContactMessage } from '@academy/contract/contact';
import type { ContactMessageRow } from './contact-service.ts';

/** What the sender gets back: never the stored IP address. */
export function presentContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    created_at: row.createdAt.toISOString(),
  };
}

/** What staff read in the console. */
export function presentAdminContactMessage(row: ContactMessageRow): AdminContactMessage {
  return {
    ...presentContactMessage(row),
    handled_at: row.handledAt ? row.handledAt.toISOString() : null,
  };
}
