import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/accounts.ts';
import { createSecondApp, createTestApp, type TestApp } from '../test/app.ts';
import { createUser, TEST_PASSWORD } from '../test/factories.ts';
import { logInAs, uniqueEmail } from '../modules/accounts/accounts-test-helpers.ts';

// Two app instances on one database, as two workers or two replicas are: a change made through
// one (or by hand) refuses the account's token on its next request in the other, with nothing
// kept between requests to forget (docs/decisions/038). On PostgreSQL the second app has a pool
// of its own; on PGlite it shares the process's database.

let first: TestApp;
let secondApp: Awaited<ReturnType<typeof createSecondApp>>;
let second: FastifyInstance;

beforeAll(async () => {
  first = await createTestApp();
  secondApp = await createSecondApp(first);
  second = secondApp.app;
});
afterAll(async () => {
  await secondApp?.close();
  await first?.close();
});

const apps = () => [first.app, second];
const adminUsers = (app: FastifyInstance, access: string) =>
  app.inject({
    method: 'GET',
    url: '/api/admin/users/',
    headers: { authorization: `Bearer ${access}` },
  });
const profile = (app: FastifyInstance, access: string) =>
  app.inject({
    method: 'GET',
    url: '/api/accounts/profile/',
    headers: { authorization: `Bearer ${access}` },
  });
const invalidToken = { detail: 'Given token not valid for any token type' };

/** Signs in and uses the token on both apps, so whatever either could keep, it has. */
async function signedInEverywhere(role: 'admin' | 'learner' = 'learner') {
  const user = await createUser(first.app.db, { email: uniqueEmail(), role });
  const { access } = await logInAs(first.app, user.email, TEST_PASSWORD);
  for (const app of apps()) {
    for (let round = 0; round < 2; round += 1) {
      expect((await profile(app, access)).statusCode).toBe(200);
    }
  }
  return { user, access };
}

describe('an account changed on one app instance', () => {
  it('is refused its admin routes on both once demoted', async () => {
    const { user, access } = await signedInEverywhere('admin');
    for (const app of apps()) expect((await adminUsers(app, access)).statusCode).toBe(200);
    await first.app.db.update(users).set({ role: 'learner' }).where(eq(users.id, user.id));
    for (const app of apps()) {
      const refused = await adminUsers(app, access);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        detail: 'You do not have permission to perform this action.',
      });
    }
  });

  it('is refused on both once deleted', async () => {
    const { user, access } = await signedInEverywhere();
    // Deleted through the other app's own connections.
    await second.db.delete(users).where(eq(users.id, user.id));
    for (const app of apps()) {
      const refused = await profile(app, access);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual(invalidToken);
    }
  });

  it('refuses the old token on both once the password is changed through one', async () => {
    const { access } = await signedInEverywhere();
    const changed = await second.inject({
      method: 'POST',
      url: '/api/accounts/change-password/',
      headers: { authorization: `Bearer ${access}` },
      payload: { old_password: TEST_PASSWORD, new_password: 'Brand-new-pass-9' },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json().access as string;
    for (const app of apps()) {
      const refused = await profile(app, access);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual(invalidToken);
      expect((await profile(app, fresh)).statusCode).toBe(200);
    }
  });
});
