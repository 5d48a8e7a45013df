import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { openDatabase, type Db } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { categories, courses, enrollments, paymentSubmissions, users } from './schema.ts';

let testDatabase: TestDatabase;
let db: Db;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  db = testDatabase.database.db;
});

afterAll(async () => {
  await testDatabase?.cleanup();
});

/** The SQLSTATE of a failed query; drizzle wraps the driver's error in `cause`. */
async function sqlStateOf(query: PromiseLike<unknown>): Promise<string | undefined> {
  try {
    await query;
  } catch (error) {
    let current: unknown = error;
    while (typeof current === 'object' && current !== null) {
      const { code, cause } = current as { code?: unknown; cause?: unknown };
      if (typeof code === 'string') return code;
      current = cause;
    }
    throw error;
  }
  return undefined;
}

let sequence = 0;

async function insertUser(email = `user${++sequence}@example.test`) {
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash: 'x', firstName: 'Nusrat', lastName: 'Jahan' })
    .returning();
  return user!;
}

async function insertCourse() {
  const instructor = await insertUser();
  const n = ++sequence;
  const [category] = await db
    .insert(categories)
    .values({ name: `Category ${n}`, slug: `category-${n}` })
    .returning();
  const [course] = await db
    .insert(courses)
    .values({
      title: `Course ${n}`,
      description: 'About it',
      price: '15000',
      categoryId: category!.id,
      instructorId: instructor.id,
    })
    .returning();
  return course!;
}

async function countAppliedMigrations(): Promise<number> {
  const result = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return result.rows[0]!.count;
}

describe('migrations', () => {
  it('create every table of the data model', async () => {
    const result = await db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const tables = result.rows.map((row) => row.table_name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'users',
        'refresh_tokens',
        'courses',
        'lessons',
        'enrollments',
        'lesson_progress',
        'payment_submissions',
        'coupons',
        'forum_topics',
        'notifications',
        'chat_messages',
        'contact_messages',
        'audit_log',
      ]),
    );
    expect(await countAppliedMigrations()).toBeGreaterThan(0);
  });

  it('refuse a second account with the same email', async () => {
    await insertUser('rahim@example.test');
    expect(await sqlStateOf(insertUser('rahim@example.test'))).toBe('23505');
  });

  it('refuse an email that is not stored lowercase', async () => {
    expect(await sqlStateOf(insertUser('Karim@Example.test'))).toBe('23514');
  });

  it('refuse a transaction id that was already claimed', async () => {
    const course = await insertCourse();
    const payer = await insertUser();
    const payment = {
      userId: payer.id,
      courseId: course.id,
      paymentType: 'single' as const,
      students: 1,
      senderNumber: '01712345678',
      transactionId: 'TRX1234567890',
      paidAmount: '15000.00',
      computedAmount: '15000.00',
    };
    await db.insert(paymentSubmissions).values(payment);
    expect(await sqlStateOf(db.insert(paymentSubmissions).values(payment))).toBe('23505');
  });

  it('refuse enrolling the same learner in the same course twice', async () => {
    const course = await insertCourse();
    const learner = await insertUser();
    const enrollment = { userId: learner.id, courseId: course.id, source: 'free' as const };
    await db.insert(enrollments).values(enrollment);
    expect(await sqlStateOf(db.insert(enrollments).values(enrollment))).toBe('23505');
  });

  it('read money back as an exact two-decimal string on either driver', async () => {
    const course = await insertCourse();
    const [row] = await db.select().from(courses).where(eq(courses.id, course.id));
    expect(row!.price).toBe('15000.00');
    expect(row!.createdAt).toBeInstanceOf(Date);
  });

  it('do nothing when applied again', async () => {
    const user = await insertUser();
    const appliedBefore = await countAppliedMigrations();
    await migrateDatabase(testDatabase.database);
    expect(await countAppliedMigrations()).toBe(appliedBefore);
    const [kept] = await db.select().from(users).where(eq(users.id, user.id));
    expect(kept?.email).toBe(user.email);
  });
});

describe('the database', () => {
  it('keeps its data across close and reopen', async () => {
    const user = await insertUser('survivor@example.test');
    await testDatabase.database.close();
    // A second close must not throw: shutdown paths may both call it.
    await testDatabase.database.close();

    const reopened = await openDatabase(testDatabase.config);
    testDatabase.database = reopened;
    db = reopened.db;
    await reopened.ping();
    const [found] = await db.select().from(users).where(eq(users.id, user.id));
    expect(found?.email).toBe('survivor@example.test');
    expect(reopened.kind).toBe(
      testDatabase.config.databaseUrl === undefined ? 'pglite' : 'postgres',
    );
  });
});
