// npm start: install if needed, build the web app if stale, then run the product (the server
// migrates, seeds the demo academy into an empty database and serves web + API on one origin).
import { existsSync, readFileSync } from 'node:fs';
import {
  ensureDependencies,
  ensureProjectNode,
  ensureWebBuild,
  spawnForwardingSignals,
} from './lib.mjs';

/** The flags `npm start` gives the server on PGlite; apps/server/src/node-flags.test.ts checks them. */
const EMBEDDED_DATABASE_FLAGS = [
  '--max-semi-space-size=8',
  '--heap-growing-percent=100',
  '--no-wasm-tier-up',
  '--no-wasm-dynamic-tiering',
];

/** Whether the server will open PGlite: DATABASE_URL is in neither the environment nor .env. */
function usesEmbeddedDatabase() {
  if (process.env.DATABASE_URL) return false;
  if (!existsSync('.env')) return true;
  return !/^\s*(export\s+)?DATABASE_URL\s*=\s*\S/m.test(readFileSync('.env', 'utf8'));
}

ensureDependencies();
await ensureProjectNode();
ensureWebBuild();
// With the embedded database (no DATABASE_URL in the environment or .env), PostgreSQL runs as
// WebAssembly inside this process: V8 flags that keep that process smaller, measured through this
// start path (docs/decisions/038-every-request-through-fastify.md). With PostgreSQL none: the
// database's memory is another process's, and V8's defaults are what the server runs best with.
const server = spawnForwardingSignals(process.execPath, [
  ...(usesEmbeddedDatabase() ? EMBEDDED_DATABASE_FLAGS : []),
  '--import',
  'tsx',
  'apps/server/src/main.ts',
]);
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
