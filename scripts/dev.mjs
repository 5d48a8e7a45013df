// npm run dev: the API with reload on change, and Vite's dev server proxying /api and /media to it.
import { ensureDependencies, npm, spawnForwardingSignals } from './lib.mjs';

ensureDependencies();
const api = spawnForwardingSignals(npm, ['run', 'dev', '-w', 'apps/server']);
const web = spawnForwardingSignals(npm, ['run', 'dev', '-w', 'apps/web']);
for (const child of [api, web]) {
  child.on('exit', (code) => {
    api.kill('SIGTERM');
    web.kill('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
