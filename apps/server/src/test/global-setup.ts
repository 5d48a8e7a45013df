import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';

/** What each test file needs to clone the migrated template (see ./database.ts). */
export type TestDatabaseTemplate =
  | { kind: 'pglite'; templateDir: string }
  | {
      kind: 'postgres';
      /** TEST_DATABASE_URL: the database used to create and drop the others. */
      adminUrl: string;
      templateName: string;
      /** Every database of this run starts with it, so teardown finds stragglers. */
      namePrefix: string;
    };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

/**
 * Runs once per `vitest run`: migrates a template database (PostgreSQL when TEST_DATABASE_URL is
 * set, a PGlite directory otherwise), so files clone it instead of migrating from scratch.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL || undefined;
  if (adminUrl === undefined) {
    const dataDir = await mkdtemp(join(tmpdir(), 'academy-test-template-'));
    const template = await openDatabase({ dataDir });
    await migrateDatabase(template);
    // Closing checkpoints PGlite, leaving files that are safe to copy.
    await template.close();
    project.provide('testDatabaseTemplate', { kind: 'pglite', templateDir: join(dataDir, 'db') });
    return () => rm(dataDir, { recursive: true, force: true });
  }

  const namePrefix = `academy_test_${randomBytes(4).toString('hex')}`;
  const templateName = `${namePrefix}_template`;
  await runAdmin(adminUrl, async (admin) => {
    await admin.db.execute(sql.raw(`create database "${templateName}"`));
  });
  const template = await openDatabase({
    databaseUrl: databaseUrlFor(adminUrl, templateName),
    dataDir: tmpdir(),
  });
  try {
    await migrateDatabase(template);
  } finally {
    // CREATE DATABASE … TEMPLATE refuses while anyone is connected to the template.
    await template.close();
  }
  project.provide('testDatabaseTemplate', { kind: 'postgres', adminUrl, templateName, namePrefix });

  return () =>
    runAdmin(adminUrl, async (admin) => {
      const result = await admin.db.execute<{ datname: string }>(
        sql`select datname from pg_database where starts_with(datname, ${namePrefix})`,
      );
      for (const { datname } of result.rows) {
        await admin.db.execute(sql.raw(`drop database if exists "${datname}" with (force)`));
      }
    });
}

/** The same server and credentials as `url`, another database. */
export function databaseUrlFor(url: string, databaseName: string): string {
  const target = new URL(url);
  target.pathname = `/${databaseName}`;
  return target.href;
}

/** Runs `work` on a short-lived connection to the admin database. */
export async function runAdmin(
  adminUrl: string,
  work: (admin: Awaited<ReturnType<typeof openDatabase>>) => Promise<void>,
): Promise<void> {
  const admin = await openDatabase({ databaseUrl: adminUrl, dataDir: tmpdir() });
  try {
    await work(admin);
  } finally {
    await admin.close();
  }
}
