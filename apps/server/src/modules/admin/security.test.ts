import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { seedDemo } from '../../seed/seed-demo.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createUser } from '../../test/factories.ts';

describe('GET /api/admin/security/ in production with the demo seeded', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ config: { production: true } });
    await seedDemo(testApp.app.db);
  });
  afterAll(() => testApp.close());

  it('names the demo accounts that still sign in with the published password, staff first', async () => {
    const [admin] = await testApp.app.db
      .select()
      .from(users)
      .where(eq(users.email, 'admin@academy.test'));
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/security/',
      headers: await authHeader(testApp.app, admin!),
    });
    expect(response.statusCode).toBe(200);
    const published: string[] = response.json().published_demo_passwords;
    expect(published.slice(0, 2)).toEqual(['admin@academy.test', 'instructor@academy.test']);
    expect(published).toContain('learner@academy.test');
    expect(published).toHaveLength(13);
  });
});

describe('GET /api/admin/security/ elsewhere', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
    await seedDemo(testApp.app.db);
  });
  afterAll(() => testApp.close());

  it('warns of nothing outside production, and answers staff only', async () => {
    const admin = await createUser(testApp.app.db, { role: 'admin' });
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/security/',
      headers: await authHeader(testApp.app, admin),
    });
    expect(response.json()).toMatchObject({ published_demo_passwords: [] });
    const learner = await createUser(testApp.app.db);
    const refused = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/security/',
      headers: await authHeader(testApp.app, learner),
    });
    expect(refused.statusCode).toBe(403);
  });
});
