import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from './db/schema/accounts.ts';
import { courses } from './db/schema/catalogue.ts';
import { demoPassword } from './seed/content/people.ts';
import { createTestDatabase } from './test/database.ts';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

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

type Answer = { status: number; headers: Record<string, unknown>; body: string };

/** One request on a connection of its own, so node:cluster may hand it to either worker. */
function send(
  port: number,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: object } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = options.body ? JSON.stringify(options.body) : undefined;
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        agent: false,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const lines = (output: string, message: RegExp) =>
  output.split('\n').filter((line) => message.test(line));

// Two workers (node:cluster) on one port, with the database and Redis that make them one academy.
describe.runIf(databaseUrl && redisUrl)('WEB_CONCURRENCY=2 on PostgreSQL and Redis', () => {
  it(
    'prepares the database once, serves from both workers, shares limits, the catalogue and account changes, and stops both on SIGTERM',
    { timeout: 240_000 },
    async () => {
      const testDatabase = await createTestDatabase();
      const dataDir = await mkdtemp(join(tmpdir(), 'academy-cluster-'));
      const port = await freePort();
      let child: ChildProcess | undefined;
      let output = '';
      try {
        child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
          cwd: serverDir,
          env: {
            ...process.env,
            PORT: String(port),
            DATA_DIR: dataDir,
            DATABASE_URL: testDatabase.config.databaseUrl,
            REDIS_URL: redisUrl,
            SMTP_URL: '',
            SEED_DEMO: 'true',
            WEB_CONCURRENCY: '2',
            TRUST_PROXY: '1',
            JWT_SECRET: 'cluster-test-secret-that-is-long-enough',
            LOG_LEVEL: 'info',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        child.stdout?.on('data', (chunk) => (output += chunk));
        child.stderr?.on('data', (chunk) => (output += chunk));
        const exited = new Promise<number | null>((resolve) =>
          child!.once('exit', (code) => resolve(code)),
        );

        const deadline = Date.now() + 150_000;
        while (lines(output, /Academy is running/).length < 2) {
          if (Date.now() > deadline || child.exitCode !== null)
            throw new Error(`workers did not start:\n${output}`);
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        expect(lines(output, /Academy is running .* \(worker [12]\)/)).toHaveLength(2);
        expect(lines(output, /Seeded the demo academy\./)).toHaveLength(1);
        expect(lines(output, /started 2 workers/)).toHaveLength(1);

        // Both workers answer: each request names itself, and its log line names the process.
        const ids = Array.from({ length: 8 }, () => randomUUID());
        for (const id of ids) {
          const answer = await send(port, '/api/health/', { headers: { 'x-request-id': id } });
          expect(answer.status).toBe(200);
        }
        await new Promise((resolve) => setTimeout(resolve, 300));
        const pids = new Set(
          ids.flatMap((id) =>
            lines(output, new RegExp(`"reqId":"${id}"`)).map(
              (line) => (JSON.parse(line) as { pid: number }).pid,
            ),
          ),
        );
        expect(pids.size).toBe(2);
        expect(pids.has(child.pid!)).toBe(false);

        // One visitor's login budget (60 a minute) is one budget, whichever worker answers.
        const visitor = { 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 250)}` };
        for (let attempt = 0; attempt < 60; attempt += 1) {
          const answer = await send(port, '/api/accounts/login/', {
            method: 'POST',
            headers: visitor,
            body: {},
          });
          expect(answer.status).toBe(400);
        }
        const limited = await send(port, '/api/accounts/login/', {
          method: 'POST',
          headers: visitor,
          body: {},
        });
        expect(limited.status).toBe(429);

        // Both workers cache the catalogue; a change made elsewhere reaches both within seconds.
        const [course] = await testDatabase.database.db
          .select({ id: courses.id, title: courses.title })
          .from(courses)
          .orderBy(courses.id)
          .limit(1);
        const detail = `/api/course-details/${course!.id}/`;
        for (let attempt = 0; attempt < 4; attempt += 1) {
          const answer = await send(port, detail);
          expect(answer.status).toBe(200);
          expect(answer.body).toContain(JSON.stringify(course!.title));
        }
        const renamed = `Renamed while cached ${randomUUID().slice(0, 8)}`;
        await testDatabase.database.db
          .update(courses)
          .set({ title: renamed })
          .where(eq(courses.id, course!.id));
        const changeDeadline = Date.now() + 10_000;
        let inARow = 0;
        while (inARow < 6) {
          if (Date.now() > changeDeadline) throw new Error('a worker kept the old title');
          const answer = await send(port, detail);
          inARow = answer.body.includes(renamed) ? inARow + 1 : 0;
          if (inARow === 0) await new Promise((resolve) => setTimeout(resolve, 200));
        }

        // Both workers keep the signed-in admin's account row; a role taken away and a password
        // changed by hand in SQL are honoured by both on the very next requests (ADR 032).
        const signIn = await send(port, '/api/accounts/login/', {
          method: 'POST',
          headers: { 'x-forwarded-for': '203.0.113.7' },
          body: { email: 'admin@academy.test', password: demoPassword },
        });
        expect(signIn.status).toBe(200);
        const bearer = {
          authorization: `Bearer ${(JSON.parse(signIn.body) as { access: string }).access}`,
        };
        const statuses = async (path: string) => {
          const answers = [];
          for (let attempt = 0; attempt < 8; attempt += 1) {
            answers.push((await send(port, path, { headers: bearer })).status);
          }
          return answers;
        };
        const everyTime = (status: number) => Array.from({ length: 8 }, () => status);
        const list = '/api/list-courses/?page=1';
        expect(await statuses('/api/admin/users/')).toEqual(everyTime(200));
        expect(await statuses(list)).toEqual(everyTime(200));
        const admin = eq(users.email, 'admin@academy.test');
        await testDatabase.database.db.update(users).set({ role: 'learner' }).where(admin);
        expect(await statuses('/api/admin/users/')).toEqual(everyTime(403));
        expect(await statuses(list)).toEqual(everyTime(200));
        await testDatabase.database.db
          .update(users)
          .set({ passwordChangedAt: new Date(Date.now() + 60_000) })
          .where(admin);
        expect(await statuses(list)).toEqual(everyTime(401));

        child.kill('SIGTERM');
        expect(await exited).toBe(0);
        expect(lines(output, /SIGTERM received: stopping 2 workers/)).toHaveLength(1);
        expect(lines(output, /shutdown from the primary/)).toHaveLength(2);
      } finally {
        if (child && child.exitCode === null) child.kill('SIGKILL');
        await testDatabase.cleanup();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});
