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
const server = spawnForwardingSignals(process.execPath, [
  '--import',
  'tsx',
  'apps/server/src/main.ts',
]);
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
