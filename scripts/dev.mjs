// npm run dev: the API with reload on change, and Vite's dev server proxying /api and /media to it.
import { join } from 'node:path';
import {
  ensureDependencies,
  ensureProjectNode,
  npm,
  root,
  spawnForwardingSignals,
} from './lib.mjs';

ensureDependencies();
await ensureProjectNode();
// The API runs from its workspace folder; keep its data where `npm start` keeps it.
const env = { ...process.env, DATA_DIR: process.env.DATA_DIR ?? join(root, 'data') };
const api = spawnForwardingSignals(npm, ['run', 'dev', '-w', 'apps/server'], { env });
const web = spawnForwardingSignals(npm, ['run', 'dev', '-w', 'apps/web']);
for (const child of [api, web]) {
  child.on('exit', (code) => {
    api.kill('SIGTERM');
    web.kill('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
