import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export type StartedServer = {
  process: ChildProcess;
  baseUrl: string;
  dataDir: string;
  /** Stops the server gracefully (PGlite closes on SIGTERM), then removes its DATA_DIR. */
  stop: () => Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

/**
 * Starts the real product (built web app, API, PGlite with the demo academy) on a free port
 * with a temporary DATA_DIR, exactly as `npm start` would, and waits until it is healthy.
 * The e2e run and `npm run lighthouse` both measure the product started here.
 */
export async function startServer(label = 'e2e'): Promise<StartedServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), `academy-${label}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: process.env.E2E_SERVER_LOG ?? 'warn',
      // The live-class journeys move the server's class clock to reach a join window.
      TEST_CLOCK: 'true',
      // Online payments through the local bKash and SSLCommerz simulator, as a demo runs them.
      PAYMENT_SIMULATOR: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.kill('SIGTERM')) await once(child, 'exit');
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health/`);
      if (response.ok) return { process: child, baseUrl, dataDir, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
  throw new Error('server did not become healthy within 90 s');
}
