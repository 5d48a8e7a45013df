import { rm } from 'node:fs/promises';

/** Stops the server gracefully (so PGlite closes cleanly) and removes its DATA_DIR. */
export default async function globalTeardown() {
  const pid = Number(process.env.E2E_SERVER_PID);
  if (pid) {
    try {
      process.kill(pid, 'SIGTERM');
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline) {
        process.kill(pid, 0);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone: the usual outcome.
    }
  }
  if (process.env.E2E_DATA_DIR)
    await rm(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
