// npm start: install if needed, build the web app if stale, then run the product (the server
// migrates, seeds the demo academy into an empty database and serves web + API on one origin).
import {
  ensureDependencies,
  ensureProjectNode,
  ensureWebBuild,
  spawnForwardingSignals,
} from './lib.mjs';

ensureDependencies();
await ensureProjectNode();
ensureWebBuild();
// A young generation of 8 MB per semi-space instead of V8's default, an old generation let grow
// to twice its live size between collections, and WebAssembly (the embedded database) compiled
// once, without optimizing tiers kept beside it: less memory, measured throughput kept
// (docs/decisions/024-small-young-generation.md, 026-heap-growing-percent.md,
// 029-baseline-compiled-pglite.md).
const server = spawnForwardingSignals(process.execPath, [
  '--max-semi-space-size=8',
  '--heap-growing-percent=100',
  '--no-wasm-tier-up',
  '--no-wasm-dynamic-tiering',
  '--import',
  'tsx',
  'apps/server/src/main.ts',
]);
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
