import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// V8 flags only where a measurement through the start path showed a need, and never for
// PostgreSQL (docs/decisions/038-every-request-through-fastify.md): `npm start` gives them when
// the embedded database is used, the benchmark's children as `npm start` would, and the image
// (which runs with PostgreSQL) and the server package's own start script never.
const FLAGS = [
  '--max-semi-space-size=8',
  '--heap-growing-percent=100',
  '--no-wasm-tier-up',
  '--no-wasm-dynamic-tiering',
];
const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

describe('the server process flags', () => {
  it('are given by npm start only when the embedded database is used', () => {
    const text = read('../../../scripts/start.mjs');
    for (const flag of FLAGS) expect(text).toContain(`'${flag}'`);
    expect(text).toContain('...(usesEmbeddedDatabase() ? EMBEDDED_DATABASE_FLAGS : [])');
  });

  it('are the same in the benchmark, on PGlite only', () => {
    const text = read('../bench/start-child.ts');
    expect(text).toContain(`process.env.BENCH_DATABASE_URL\n    ? ''\n    : '${FLAGS.join(' ')}'`);
  });

  it.each(['../../../Dockerfile', '../package.json'])('are never given by %s', (path) => {
    const text = read(path);
    for (const flag of [...FLAGS, '--max-old-space-size']) expect(text).not.toContain(flag);
  });
});
