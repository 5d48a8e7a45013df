import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The server's V8 flags are spelled wherever the server is started; this keeps them in step
// (docs/decisions/024-small-young-generation.md, 026-heap-growing-percent.md,
// 029-baseline-compiled-pglite.md).
const FLAGS = [
  '--max-semi-space-size=8',
  '--heap-growing-percent=100',
  '--no-wasm-tier-up',
  '--no-wasm-dynamic-tiering',
];
const starters = [
  '../../../scripts/start.mjs',
  '../../../Dockerfile',
  '../package.json',
  '../bench/start-child.ts',
];

describe('the server process flags', () => {
  it.each(starters)(
    '%s starts the server with a small young generation, grown slowly, and WebAssembly compiled once',
    (path) => {
      const text = readFileSync(new URL(path, import.meta.url), 'utf8');
      for (const flag of FLAGS) expect(text).toContain(flag);
    },
  );
});
