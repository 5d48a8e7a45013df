import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt } from './columns.ts';
import { oneTimeCodePurpose, userLanguage, userRole } from './enums.ts';

/** A person with an account: learner, instructor or admin. */
export const users = pgTable(
  'users',
  {
    id: id(),
    /** Always stored lowercase so look-ups and the unique index ignore case. */
    email: text('email').notNull(),
    /** argon2id hash; never leaves the server. */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** 11-digit Bangladeshi number; optional for accounts created by staff. */
    phone: text('phone'),
    role: userRole('role').notNull().default('learner'),
    bio: text('bio'),
    /** Media path of the WebP avatar, relative to the media root. */
    profilePicture: text('profile_picture'),
    language: userLanguage('language').notNull().default('en'),
    /** Mail and notification reminders 24 h and 1 h before each live class of the user's courses. */
    liveClassReminders: boolean('live_class_reminders').notNull().default(true),
    /** A weekly mail when the user falls behind their cohort's release schedule. */
    cohortProgressMail: boolean('cohort_progress_mail').notNull().default(true),
    /** Null until the sign-up code is entered; unverified accounts cannot log in. */
    emailVerifiedAt: timestamptz('email_verified_at'),
    /** When the password was last changed or reset. */
    passwordChangedAt: timestamptz('password_changed_at'),
    /**
     * Carried by every access token; a password change, reset or logout everywhere adds 1, and
     * tokens of an earlier generation are refused at once (docs/decisions/035-session-generations.md).
     */
    sessionGeneration: integer('session_generation').notNull().default(0),
    lastLoginAt: timestamptz('last_login_at'),
    /** Listed to classmates on the People tab of the user's courses (docs/product.md, Learn); off by default. */
    listedInClass: boolean('listed_in_class').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

/** A hashed 6-digit code mailed for sign-up verification or a password reset. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: oneTimeCodePurpose('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Wrong guesses so far; the code is burnt after a few to stop brute force. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // Also serves "latest code" and resend-cooldown look-ups.
    index('one_time_codes_user_purpose_idx').on(t.userId, t.purpose, t.createdAt),
    check('one_time_codes_attempts_non_negative', sql`${t.attempts} >= 0`),
  ],
);

/** Single-use token handed out by the reset code check and spent by the new-password call. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_hash_unique').on(t.tokenHash),
    index('password_reset_tokens_user_id_idx').on(t.userId),
  ],
);

/**
 * Opaque rotating refresh token, stored hashed. Tokens rotated from one login share a family, so
 * reuse of a spent token revokes the whole family (docs/decisions/003-refresh-token-rotation.md).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    /** The token this one was rotated into; set together with revoked_at. */
    replacedById: integer('replaced_by_id').references((): AnyPgColumn => refreshTokens.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_unique').on(t.tokenHash),
    index('refresh_tokens_user_id_idx').on(t.userId),
    index('refresh_tokens_family_id_idx').on(t.familyId),
  ],
);

/** Single-use, 60-second ticket that lets a browser EventSource authenticate without a bearer. */
export const eventTickets = pgTable(
  'event_tickets',
  {
    id: id(),
    ticketHash: text('ticket_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the ticket opens: the event stream, or one live class (`objectId`). */
    purpose: text('purpose').$type<'event_stream' | 'live_class_join'>().notNull(),
    /** The live class of a join ticket; null for the event stream. */
    objectId: integer('object_id'),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'event_tickets_purpose_object',
      sql`(${t.purpose} = 'event_stream' and ${t.objectId} is null) or (${t.purpose} = 'live_class_join' and ${t.objectId} is not null)`,
    ),
    uniqueIndex('event_tickets_ticket_hash_unique').on(t.ticketHash),
    index('event_tickets_user_id_idx').on(t.userId),
    // Expired tickets are swept by age.
    index('event_tickets_expires_at_idx').on(t.expiresAt),
  ],
);
