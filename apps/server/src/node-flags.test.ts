import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The server's V8 flags are spelled wherever the server is started; this keeps them in step
// (docs/decisions/024-small-young-generation.md, 026-heap-growing-percent.md).
const FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=100'];
const starters = [
  '../../../scripts/start.mjs',
  '../../../Dockerfile',
  '../package.json',
  '../bench/start-child.ts',
];

describe('the server process flags', () => {
  it.each(starters)('%s starts the server with a small young generation, grown slowly', (path) => {
    const text = readFileSync(new URL(path, import.meta.url), 'utf8');
    for (const flag of FLAGS) expect(text).toContain(flag);
  });
});
