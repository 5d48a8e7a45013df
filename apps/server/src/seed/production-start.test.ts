import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/accounts.ts';
import { loadConfig } from '../config.ts';
import { verifyPassword } from '../lib/passwords.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { demoPassword } from './content/people.ts';
import { prepareDatabase } from './prepare-database.ts';

// The start-up path of main.ts (migrate, then seed when the configuration says so) on a fresh
// database, as the container image runs it: NODE_ENV=production without DATABASE_URL.

let dataDir: string;
let testDatabase: TestDatabase;
const warnings: string[] = [];
const log = { info: () => {}, warn: (message: string) => warnings.push(message) };

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'academy-production-start-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function startWith(env: NodeJS.ProcessEnv) {
  testDatabase = await createTestDatabase();
  warnings.length = 0;
  const config = loadConfig({ DATA_DIR: dataDir, ...env });
  await prepareDatabase(config, testDatabase.database, log);
  return testDatabase.database.db;
}

describe('a production start', () => {
  afterAll(() => testDatabase?.cleanup());

  it('seeds nothing without SEED_DEMO: no account has a published password', async () => {
    const db = await startWith({ NODE_ENV: 'production' });
    const rows = await db.select().from(users);
    for (const row of rows)
      expect(await verifyPassword(row.passwordHash, demoPassword)).toBe(false);
    expect(rows).toEqual([]);
    expect(warnings).toEqual([]);
    await testDatabase.cleanup();
  });

  it('seeds the demo with SEED_DEMO=true and says loudly that its passwords are published', async () => {
    const db = await startWith({ NODE_ENV: 'production', SEED_DEMO: 'true' });
    expect((await db.select().from(users)).length).toBeGreaterThan(0);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^WARNING: production start with the demo's published passwords/);
    expect(warnings[0]).toContain('admin@academy.test');
  });
});

describe('a start that is not production', () => {
  afterAll(() => testDatabase?.cleanup());

  it('seeds the demo academy with its documented accounts and warns of nothing', async () => {
    const db = await startWith({});
    const emails = (await db.select().from(users)).map((row) => row.email);
    expect(emails).toEqual(
      expect.arrayContaining([
        'admin@academy.test',
        'instructor@academy.test',
        'learner@academy.test',
      ]),
    );
    expect(warnings).toEqual([]);
  });
});
