import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

const writer = fileURLToPath(new URL('../test/fixtures/acknowledged-writer.ts', import.meta.url));
let dataDir: string | undefined;
afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('embedded database durability', () => {
  it(
    'keeps every acknowledged transaction and no torn one after kill -9 mid-write',
    { timeout: 90_000 },
    async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'academy-durability-'));
      const child = spawn(process.execPath, ['--import', 'tsx', writer, dataDir], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let lastAcknowledged = -1;
      let buffered = '';
      await new Promise<void>((resolve, reject) => {
        child.once('exit', (code) => reject(new Error(`writer exited early (${code})`)));
        child.stdout!.on('data', (chunk: Buffer) => {
          buffered += chunk.toString();
          const lines = buffered.split('\n');
          buffered = lines.pop() ?? '';
          for (const line of lines) if (/^\d+$/.test(line)) lastAcknowledged = Number(line);
          // Kill in the middle of the stream of writes, well after it started.
          if (lastAcknowledged >= 300) resolve();
        });
      });
      child.removeAllListeners('exit');
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;

      const database = await openDatabase({ dataDir });
      try {
        const { rows } = await database.db.execute<{ name: string; sides: number }>(
          sql`select name, count(*)::int as sides from contact_messages group by name`,
        );
        const pairs = new Map(rows.map((row) => [row.name, row.sides]));
        for (let pair = 0; pair <= lastAcknowledged; pair += 1) {
          expect(pairs.get(`pair-${pair}`), `pair ${pair} was acknowledged`).toBe(2);
        }
        expect(rows.filter((row) => row.sides !== 2)).toEqual([]);
      } finally {
        await database.close();
      }
    },
  );
});
