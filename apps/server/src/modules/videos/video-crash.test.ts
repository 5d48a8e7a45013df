import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { videoAssets, videoRenditions } from '../../db/schema/videos.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { createCourse, createUser } from '../../test/factories.ts';
import { makeClip } from '../../test/video-clips.ts';
import { createLesson, uploadVideo } from './video-test-helpers.ts';

const worker = fileURLToPath(new URL('../../test/fixtures/job-worker.ts', import.meta.url));

let testDatabase: TestDatabase | undefined;
afterAll(() => testDatabase?.cleanup());

function startWorker(config: TestDatabase['config'], env: Record<string, string> = {}) {
  const args = [config.dataDir, ...(config.databaseUrl ? [config.databaseUrl] : [])];
  return spawn(process.execPath, ['--import', 'tsx', worker, ...args], {
    env: { ...process.env, JOB_EXPIRE_SECONDS: '600', JOB_HEARTBEAT_SECONDS: '10', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

/** Segments ffmpeg has written in any run's work folder of the asset. */
async function segmentsWritten(workDir: string): Promise<number> {
  if (!existsSync(workDir)) return 0;
  const files = await readdir(workDir, { recursive: true });
  return files.filter((file) => file.endsWith('.ts')).length;
}

const appConfig = (dataDir: string) =>
  loadConfig(
    { LOG_LEVEL: 'silent' },
    { dataDir, jwtSecret: 'test-secret-that-is-long-enough-for-hs256', seedDemo: false },
  );

describe('a transcode whose worker is killed with SIGKILL', () => {
  it(
    'publishes nothing half-made, and the next worker completes it',
    { timeout: 240_000 },
    async () => {
      testDatabase = await createTestDatabase();
      const { config } = testDatabase;
      const workDir = join(config.dataDir, 'tmp', 'videos');
      const clip = join(config.dataDir, 'long.mp4');
      await makeClip(clip, { seconds: 10, width: 640, height: 360 });

      // Jobs take their queue's heartbeat when queued: ten seconds here, as the workers say.
      const app = await buildApp(appConfig(config.dataDir), {
        database: testDatabase.database,
        jobs: { worker: false, heartbeatSeconds: 10 },
      });
      await app.ready();
      const instructor = await createUser(app.db, { role: 'instructor' });
      const course = await createCourse(app.db, { instructorId: instructor.id });
      const lesson = await createLesson(app.db, course.id);
      await uploadVideo(app, instructor, lesson.id, clip);
      const [asset] = await app.db.select().from(videoAssets);
      expect(asset!.status).toBe('queued');
      await app.close();
      // PGlite's files belong to one process at a time: the workers open them next.
      await testDatabase.database.close();

      const first = startWorker(config);
      const firstExit = exited(first);
      while ((await segmentsWritten(workDir)) < 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      first.kill('SIGKILL');
      expect(await firstExit).toBeNull();
      // Nothing of the ladder reached media storage.
      expect(existsSync(join(config.dataDir, 'media', asset!.storageKey, 'hls'))).toBe(false);

      const second = startWorker(config, { EXIT_WHEN_IDLE: '1' });
      expect(await exited(second)).toBe(0);

      testDatabase.database = await openDatabase(config);
      const check = await buildApp(appConfig(config.dataDir), {
        database: testDatabase.database,
        jobs: { worker: false },
      });
      await check.ready();
      const [done] = await check.db.select().from(videoAssets).where(eq(videoAssets.id, asset!.id));
      expect(done).toMatchObject({ status: 'ready', progressPercent: 100, sourcePath: null });
      const renditions = await check.db
        .select()
        .from(videoRenditions)
        .where(eq(videoRenditions.assetId, asset!.id));
      expect(renditions.map((rendition) => rendition.name).sort()).toEqual([
        '240p',
        '360p',
        'audio',
      ]);
      // Every segment a playlist names exists, and no other: one run's complete output.
      for (const rendition of renditions) {
        const folder = join(config.dataDir, 'media', rendition.playlistPath, '..');
        const playlist = await readFile(
          join(config.dataDir, 'media', rendition.playlistPath),
          'utf8',
        );
        const named = playlist.split('\n').filter((line) => line.endsWith('.ts'));
        const stored = (await readdir(folder)).filter((file) => file.endsWith('.ts'));
        expect(stored.sort()).toEqual(named.sort());
        expect(named.length).toBeGreaterThanOrEqual(3);
      }
      expect(existsSync(workDir) ? await readdir(workDir) : []).toEqual([]);
      expect(await check.jobs.pending()).toBe(0);
      expect((await check.jobs.listFailed({ limit: 10, offset: 0 })).count).toBe(0);
      await check.close();
    },
  );
});
