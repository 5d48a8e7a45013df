import type { FastifyInstance } from 'fastify';
import { forumCategories } from '../../db/schema/community.ts';
import { authHeader, createUser } from '../../test/factories.ts';

// Shared by the forum test files: a board and a few people with their bearer headers.

export async function createForumCategory(app: FastifyInstance, name: string) {
  const [category] = await app.db.insert(forumCategories).values({ name }).returning();
  return category!;
}

type Person = Awaited<ReturnType<typeof createUser>> & { auth: Record<string, string> };

export async function createPerson(
  app: FastifyInstance,
  input: Parameters<typeof createUser>[1] = {},
): Promise<Person> {
  const user = await createUser(app.db, input);
  return { ...user, auth: await authHeader(app, user) };
}

export async function postTopic(
  app: FastifyInstance,
  person: Person,
  body: Record<string, unknown>,
) {
  return app.inject({
    method: 'POST',
    url: '/api/forums/topics/',
    headers: person.auth,
    payload: body,
  });
}

export async function postComment(
  app: FastifyInstance,
  person: Person,
  topic: number,
  text: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/forums/comments/',
    headers: person.auth,
    payload: { topic, text },
  });
}
