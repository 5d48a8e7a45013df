import { spawn, type ChildProcess } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { enrollments } from '../../db/schema/enrolment.ts';
import { readOutbox } from '../../lib/outbox.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { authHeader, createCourse, createUser } from '../../test/factories.ts';

const worker = fileURLToPath(new URL('../../test/fixtures/job-worker.ts', import.meta.url));
const LEARNERS = 500;
const SUBJECT = 'New announcement in Crash course: Exam moved';

let testDatabase: TestDatabase | undefined;
afterAll(() => testDatabase?.cleanup());

function startWorker(config: TestDatabase['config'], env: Record<string, string> = {}) {
  const args = [config.dataDir, ...(config.databaseUrl ? [config.databaseUrl] : [])];
  return spawn(process.execPath, ['--import', 'tsx', worker, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

async function mailFiles(outboxDir: string): Promise<number> {
  const names = await readdir(outboxDir).catch(() => [] as string[]);
  return names.filter((name) => name.endsWith('.json')).length;
}

describe('announcement mails across a worker killed with SIGKILL', () => {
  it(
    'reaches each of 500 learners exactly once after kill -9 and a restart',
    { timeout: 300_000 },
    async () => {
      testDatabase = await createTestDatabase();
      const { config } = testDatabase;
      const outboxDir = join(config.dataDir, 'outbox');

      // The request side: an app that queues but runs no worker, as a web-only process would.
      const appConfig = loadConfig(
        { LOG_LEVEL: 'silent' },
        {
          dataDir: config.dataDir,
          jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
          seedDemo: false,
        },
      );
      const app = await buildApp(appConfig, {
        database: testDatabase.database,
        jobs: { worker: false, expireInSeconds: 2 },
      });
      await app.ready();
      const instructor = await createUser(app.db, { role: 'instructor' });
      const course = await createCourse(app.db, {
        instructorId: instructor.id,
        title: 'Crash course',
      });
      const learners = await app.db
        .insert(users)
        .values(
          Array.from({ length: LEARNERS }, (_, index) => ({
            email: `crash-learner-${index}@example.com`,
            firstName: 'Learner',
            lastName: String(index),
            phone: '01712345678',
            passwordHash: 'not-used',
            emailVerifiedAt: new Date(),
          })),
        )
        .returning({ id: users.id, email: users.email });
      await app.db.insert(enrollments).values(
        learners.map((learner) => ({
          userId: learner.id,
          courseId: course.id,
          source: 'free' as const,
        })),
      );
      const response = await app.inject({
        method: 'POST',
        url: '/api/announcements/create/',
        headers: await authHeader(app, instructor),
        payload: { course: course.id, title: 'Exam moved', content: 'The exam moves to Friday.' },
      });
      expect(response.statusCode).toBe(201);
      await app.close();
      // PGlite's files belong to one process at a time: the workers open them next.
      await testDatabase.database.close();

      const first = startWorker(config);
      const firstExit = exited(first);
      while ((await mailFiles(outboxDir)) < 150) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      first.kill('SIGKILL');
      expect(await firstExit).toBeNull();
      const beforeRestart = await mailFiles(outboxDir);
      expect(beforeRestart).toBeLessThan(LEARNERS);

      const second = startWorker(config, { EXIT_WHEN_IDLE: '1' });
      expect(await exited(second)).toBe(0);

      const mails = (await readOutbox(outboxDir)).filter((mail) => mail.subject === SUBJECT);
      const perLearner = new Map<string, number>();
      for (const mail of mails) perLearner.set(mail.to, (perLearner.get(mail.to) ?? 0) + 1);
      expect(perLearner.size).toBe(LEARNERS);
      expect([...perLearner.values()].every((sent) => sent === 1)).toBe(true);
      expect(mails).toHaveLength(LEARNERS);
      expect(
        learners.every((learner) => perLearner.get(learner.email) === 1),
        'every learner has exactly one mail',
      ).toBe(true);

      testDatabase.database = await openDatabase(config);
      const reopened = loadConfig(
        { LOG_LEVEL: 'silent' },
        { dataDir: config.dataDir, jwtSecret: 'test-secret-that-is-long-enough-for-hs256' },
      );
      const check = await buildApp(reopened, {
        database: testDatabase.database,
        jobs: { worker: false },
      });
      await check.ready();
      expect(await check.jobs.pending()).toBe(0);
      expect((await check.jobs.listFailed({ limit: 10, offset: 0 })).count).toBe(0);
      await check.close();
    },
  );
});
