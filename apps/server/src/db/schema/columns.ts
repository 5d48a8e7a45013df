import { integer, numeric, timestamp } from 'drizzle-orm/pg-core';

// Column builders every table shares, so ids, money and time are declared one way everywhere.

/**
 * Integer identity key. `by default` rather than `always` so the demo seed can insert the fixed
 * ids (course 14, 9991, 9992); it must then move the sequence past them.
 */
export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** BDT amount: exact decimal with two places, read and written as a string (docs/decisions/005). */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** A point in time; always with time zone so servers in any zone agree. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was created. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** When the row last changed; drizzle sets it on every update made through the query builder. */
export const updatedAt = () =>
  timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
