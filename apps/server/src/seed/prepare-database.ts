import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { findPublishedDemoPasswords, publishedPasswordsWarning } from './demo-passwords.ts';
import { insertDemoReadings } from './insert-demo-readings.ts';
import { insertDemoVideos } from './insert-demo-videos.ts';
import { seedDemo } from './seed-demo.ts';

type StartLog = { info(message: string): void; warn(message: string): void };

/**
 * Start-up's database step (main.ts): migrate, then seed the demo when the configuration says
 * (never in production without SEED_DEMO=true). A production start whose database holds demo
 * accounts with the README's password says so; the staff console says it too.
 */
export async function prepareDatabase(
  config: Config,
  database: Database,
  log: StartLog,
): Promise<void> {
  await migrateDatabase(database);
  if (config.seedDemo) {
    const { seeded } = await seedDemo(database.db);
    if (seeded) {
      log.info('Seeded the demo academy.');
      await insertDemoReadings(config, database.db);
      await insertDemoVideos(config, database.db, log);
    }
  }
  if (config.production) {
    const published = await findPublishedDemoPasswords(database.db);
    if (published.length > 0) log.warn(publishedPasswordsWarning(published));
  }
}
