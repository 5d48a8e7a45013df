import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The server's V8 flag is spelled wherever the server is started; this keeps them in step
// (docs/decisions/024-small-young-generation.md).
const FLAG = '--max-semi-space-size=8';
const starters = [
  '../../../scripts/start.mjs',
  '../../../Dockerfile',
  '../package.json',
  '../bench/start-child.ts',
];

describe('the server process flags', () => {
  it.each(starters)('%s starts the server with a small young generation', (path) => {
    expect(readFileSync(new URL(path, import.meta.url), 'utf8')).toContain(FLAG);
  });
});
