import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

/**
 * Reads a `.env` file (the format of Node's --env-file: `NAME=value` lines, `#` comments, quotes)
 * into `env`, leaving every variable the real environment already sets as it is: a deployment's
 * own settings always win over the file. Returns the names it set, sorted; a missing file sets none.
 */
export function loadEnvFile(path: string, env: NodeJS.ProcessEnv = process.env): string[] {
  if (!existsSync(path)) return [];
  const values = parseEnv(readFileSync(path, 'utf8'));
  const set: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (env[name] !== undefined) continue;
    env[name] = value;
    set.push(name);
  }
  return set.sort();
}
