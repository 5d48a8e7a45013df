import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@academy/contract/roles';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { categories, courses } from '../db/schema/catalogue.ts';
import { enrollments } from '../db/schema/enrolment.ts';
import { hashPassword } from '../lib/passwords.ts';

/** The password every factory user gets unless told otherwise. */
export const TEST_PASSWORD = 'Correct-Horse-42';
let passwordHash: Promise<string> | undefined;

const unique = () => randomBytes(4).toString('hex');

type UserInput = Partial<typeof users.$inferInsert> & { password?: string };

/** A verified user (learner unless `role` says otherwise) with TEST_PASSWORD. */
export async function createUser(db: Db, input: UserInput = {}) {
  const { password, ...values } = input;
  // argon2 is slow on purpose: hash the shared test password once per file.
  const hash = password ? hashPassword(password) : (passwordHash ??= hashPassword(TEST_PASSWORD));
  const [user] = await db
    .insert(users)
    .values({
      email: `user-${unique()}@example.com`,
      firstName: 'Test',
      lastName: 'User',
      phone: '01712345678',
      role: 'learner' as Role,
      emailVerifiedAt: new Date(),
      ...values,
      passwordHash: await hash,
    })
    .returning();
  return user!;
}

export async function createCategory(db: Db, input: Partial<typeof categories.$inferInsert> = {}) {
  const suffix = unique();
  const [category] = await db
    .insert(categories)
    .values({ name: `Category ${suffix}`, slug: `category-${suffix}`, ...input })
    .returning();
  return category!;
}

/** A published course; creates its instructor and category when not given. */
export async function createCourse(db: Db, input: Partial<typeof courses.$inferInsert> = {}) {
  const instructorId = input.instructorId ?? (await createUser(db, { role: 'instructor' })).id;
  const categoryId = input.categoryId ?? (await createCategory(db)).id;
  const [course] = await db
    .insert(courses)
    .values({
      title: `Course ${unique()}`,
      description: 'A course created by a test.',
      price: '5000.00',
      status: 'published',
      publishedAt: new Date(),
      ...input,
      instructorId,
      categoryId,
    })
    .returning();
  return course!;
}

/** `Authorization` header carrying a valid access token for this user. */
export async function authHeader(
  app: FastifyInstance,
  user: { id: number; role: Role; sessionGeneration?: number },
) {
  const token = await app.accessTokens.sign({
    userId: user.id,
    role: user.role,
    generation: user.sessionGeneration ?? 0,
  });
  return { authorization: `Bearer ${token}` };
}

/** Enrols a learner in a course (free source). */
export async function enrolIn(db: Db, userId: number, courseId: number) {
  const [row] = await db
    .insert(enrollments)
    .values({ userId, courseId, source: 'free' })
    .returning();
  return row!;
}
