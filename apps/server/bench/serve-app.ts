import { createWriteStream } from 'node:fs';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { BENCH_JWT_SECRET } from './start-academy.ts';

// The application as `npm start` runs it, logging every request at `info` (BENCH_LOG_LEVEL), to
// BENCH_LOG_FILE (default /dev/null: the lines are made and written, nobody reads them), in a
// process of its own so the load generator does not share its event loop. Prints {"port", "token"} once listening; the token is a
// learner's access token when BENCH_LEARNER_ID names one (an instructor's with
// BENCH_USER_ROLE=instructor). BENCH_WEB_DIST_DIR serves the built web
// app as well.

const dataDir = process.env.BENCH_DATA_DIR;
if (!dataDir) throw new Error('BENCH_DATA_DIR is required');
const config = loadConfig(
  {
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  },
  {
    dataDir,
    jwtSecret: BENCH_JWT_SECRET,
    seedDemo: false,
    webDistDir: process.env.BENCH_WEB_DIST_DIR || undefined,
  },
);
const app = await buildApp(config, {
  logStream: createWriteStream(process.env.BENCH_LOG_FILE ?? '/dev/null'),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const learnerId = process.env.BENCH_LEARNER_ID;
const role = process.env.BENCH_USER_ROLE === 'instructor' ? 'instructor' : 'learner';
const token = learnerId
  ? await app.accessTokens.sign({ userId: Number(learnerId), role, generation: 0 })
  : null;
process.stdout.write(`${JSON.stringify({ port, token })}\n`);
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
