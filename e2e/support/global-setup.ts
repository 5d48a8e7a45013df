import { startServer } from './server.ts';

/** One server for the whole run; workers read its address and DATA_DIR from the environment. */
export default async function globalSetup() {
  const server = await startServer();
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_SERVER_PID = String(server.process.pid);
  server.process.unref();
}
