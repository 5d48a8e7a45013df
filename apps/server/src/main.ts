import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { SHUTDOWN_MESSAGE, superviseWorkers } from './lib/cluster-primary.ts';
import { loadEnvFile } from './lib/env-file.ts';
import { isTranscodingAvailable } from './modules/videos/ffmpeg.ts';
import { prepareDatabase } from './seed/prepare-database.ts';

const webDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** Settings for this installation (see .env.example); the real environment wins over it. */
const envFile = fileURLToPath(new URL('../../../.env', import.meta.url));

async function main(): Promise<void> {
  const fromFile = loadEnvFile(envFile);
  let config;
  try {
    config = loadConfig(process.env, {
      webDistDir: existsSync(webDistDir) ? webDistDir : undefined,
    });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  if (config.payments.simulator) {
    // Development and demos: a local stand-in for bKash and SSLCommerz, on a free port, with the
    // configuration pointed at it as if its variables had been set.
    const { startGatewaySimulator, simulatorEnvironment } =
      await import('../../../tools/gateway-simulator/simulator.ts');
    const simulator = await startGatewaySimulator();
    const env = { ...process.env, PAYMENT_SIMULATOR: '', ...simulatorEnvironment(simulator) };
    config = { ...loadConfig(env, { webDistDir: config.webDistDir }), jwtSecret: config.jwtSecret };
    console.log(`Payment gateway simulator (bKash, SSLCommerz) at ${simulator.url}`);
  }

  // With WEB_CONCURRENCY > 1 this process only prepares the database (once, not per worker) and
  // supervises the workers, which skip straight to serving.
  const isWorker = cluster.isWorker;
  const database = await openDatabase(config);
  if (!isWorker) {
    await prepareDatabase(config, database, {
      info: (message) => console.log(message),
      warn: (message) => console.warn(`\n${'!'.repeat(78)}\n${message}\n${'!'.repeat(78)}\n`),
    });
  }
  if (!isWorker && config.webConcurrency > 1) {
    await database.close();
    superviseWorkers(config.webConcurrency, (message) =>
      console.log(JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, msg: message })),
    );
    return;
  }

  const app = await buildApp(config, { database });
  if (fromFile.length > 0) app.log.info(`Read ${fromFile.join(', ')} from .env`);
  if (!config.webDistDir)
    app.log.warn('No web build found: serving the API only (run npm run build).');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      app.log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    try {
      // Stops accepting, lets in-flight requests finish, then closes the database so PGlite is
      // never left half-written.
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // A worker is stopped by its primary; Ctrl-C may already have reached it as SIGINT.
  process.on('message', (message) => {
    if (message === SHUTDOWN_MESSAGE && !closing) void shutdown('shutdown from the primary');
  });

  if (!(await isTranscodingAvailable(config.video)) && config.processRole !== 'web') {
    app.log.warn(
      `Video transcoding is unavailable: ${config.video.ffmpegPath} or ${config.video.ffprobePath} ` +
        'was not found. The site serves as usual and uploaded videos wait, queued, until a job ' +
        'worker with ffmpeg takes them (install it with: sudo apt-get install -y ffmpeg, or set ' +
        'FFMPEG_PATH and FFPROBE_PATH).',
    );
  }
  if (config.processRole === 'jobs') {
    // PROCESS_ROLE=jobs: background jobs only (video conversion, mails), no port.
    await app.ready();
    app.log.info(`Academy job worker running on Node ${process.versions.node}, serving nothing`);
    return;
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Academy is running at ${config.publicUrl} on Node ${process.versions.node}` +
      (isWorker ? ` (worker ${cluster.worker?.id})` : ''),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
