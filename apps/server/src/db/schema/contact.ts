import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns.ts';

/** A message sent through the public contact form, read by staff. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** Sender's address, for rate limiting and abuse reports. */
    ip: text('ip'),
    createdAt: createdAt(),
    /** Set when staff mark the message dealt with. */
    handledAt: timestamptz('handled_at'),
  },
  (t) => [
    index('contact_messages_created_at_idx').on(t.createdAt),
    index('contact_messages_ip_created_at_idx').on(t.ip, t.createdAt),
  ],
);
