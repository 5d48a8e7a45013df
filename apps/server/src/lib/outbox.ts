import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { OutboxEntry } from './mailer.ts';

/** Reads every mail in the outbox, oldest first (file names start with the send time). */
export async function readOutbox(outboxDir: string): Promise<OutboxEntry[]> {
  let names: string[];
  try {
    names = (await readdir(outboxDir)).filter((name) => name.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(
      async (name) => JSON.parse(await readFile(join(outboxDir, name), 'utf8')) as OutboxEntry,
    ),
  );
}
