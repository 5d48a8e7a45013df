import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';

/** Where a benchmark keeps its data: a temporary directory and, on PostgreSQL, a database. */
export type BenchStore = {
  /** 'PGlite' or 'PostgreSQL', for the report. */
  label: string;
  dataDir: string;
  /** The bench database on PostgreSQL; undefined means PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** Drops the bench database and deletes the directory. */
  remove(): Promise<void>;
};

/**
 * A temporary directory, plus with `adminUrl` a database `academy_bench_<random>` created on that
 * server (the URL's own database is only used to connect) and dropped by `remove()`.
 */
export async function createBenchStore(adminUrl: string | undefined): Promise<BenchStore> {
  const dataDir = await mkdtemp(join(tmpdir(), 'academy-bench-'));
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  if (!adminUrl) return { label: 'PGlite', dataDir, databaseUrl: undefined, remove: removeDir };

  const name = `academy_bench_${randomBytes(4).toString('hex')}`;
  const runAdmin = async (statement: string) => {
    const admin = await openDatabase({ databaseUrl: adminUrl, dataDir });
    try {
      await admin.db.execute(sql.raw(statement));
    } finally {
      await admin.close();
    }
  };
  await runAdmin(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    label: 'PostgreSQL',
    dataDir,
    databaseUrl: url.href,
    async remove() {
      await runAdmin(`drop database if exists "${name}" with (force)`);
      await removeDir();
    },
  };
}
