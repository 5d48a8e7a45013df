import { and, eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { notifications } from '../../db/schema/community.ts';
import { liveClasses } from '../../db/schema/live-classes.ts';
import { JOBS_SCHEMA } from '../../lib/jobs.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { authHeader, createCourse, createUser, enrolIn } from '../../test/factories.ts';
import { LIVE_CLASS_REMINDER_QUEUE, sendDueReminders } from './live-class-reminders.ts';
import {
  createCapturingMailer,
  createTestClock,
  MEETING_URL,
  reminderDeps,
} from './live-classes-test-helpers.ts';

type User = Awaited<ReturnType<typeof createUser>>;

const START = '2026-12-01T10:00:00Z';

/** Schedules one class through the API as the instructor; answers its id. */
async function schedule(
  app: FastifyInstance,
  instructor: User,
  courseId: number,
  startsAt: string,
  title = 'Reading a ROC curve',
) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/courses/${courseId}/live-classes/`,
    headers: await authHeader(app, instructor),
    payload: { title, starts_at: startsAt, duration_minutes: 60, meeting_url: MEETING_URL },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ results: { id: number }[] }>().results[0]!.id;
}

/** The reminder notifications a user holds (not the 'New live class' one). */
async function remindersOf(app: FastifyInstance, userId: number) {
  const rows = await app.db
    .select({ message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), like(notifications.message, 'Live class % in %')))
    .orderBy(notifications.id);
  return rows
    .map((row) => row.message)
    .filter((message) => /^Live class (tomorrow|in one hour) in /.test(message));
}

describe('live class reminders', () => {
  const clock = createTestClock(START);
  const mailer = createCapturingMailer();
  let testApp: TestApp;
  let instructor: User;
  let learner: User;
  let bnLearner: User;
  let optedOut: User;
  let outsider: User;
  let courseId: number;

  const sweep = () => sendDueReminders(reminderDeps(testApp.app), clock.now());
  const mailsTo = (user: User) =>
    mailer.sent.filter((mail) => mail.to === user.email).map((mail) => mail.subject);

  beforeAll(async () => {
    testApp = await createTestApp({ services: { clock, mailTransport: mailer } });
    const { db } = testApp.app;
    instructor = await createUser(db, { role: 'instructor' });
    learner = await createUser(db);
    bnLearner = await createUser(db, { language: 'bn' });
    optedOut = await createUser(db);
    outsider = await createUser(db);
    courseId = (await createCourse(db, { instructorId: instructor.id, title: 'Clinical ML' })).id;
    for (const user of [learner, bnLearner, optedOut]) await enrolIn(db, user.id, courseId);
    await enrolIn(db, outsider.id, (await createCourse(db)).id);
  });
  afterAll(() => testApp.close());
  beforeEach(async () => {
    clock.set(START);
    mailer.sent.length = 0;
    await testApp.app.db.delete(notifications);
    await testApp.app.db.delete(liveClasses);
  });

  it('reaches each learner 24 hours and 1 hour before, once each, except who turned them off', async () => {
    const off = await testApp.app.inject({
      method: 'PUT',
      url: '/api/accounts/update/',
      headers: await authHeader(testApp.app, optedOut),
      payload: { first_name: 'Opted', last_name: 'Out', live_class_reminders: false },
    });
    expect(off.json().live_class_reminders).toBe(false);
    await schedule(testApp.app, instructor, courseId, '2026-12-03T10:00:00Z');
    await testApp.app.jobs.runQueued();
    mailer.sent.length = 0;

    // Not yet: 25 hours before.
    clock.set('2026-12-02T09:00:00Z');
    expect(await sweep()).toBe(0);
    clock.set('2026-12-02T10:00:30Z');
    expect(await sweep()).toBe(1);
    expect(await sweep()).toBe(0);
    await testApp.app.jobs.runQueued();
    expect(await remindersOf(testApp.app, learner.id)).toEqual([
      'Live class tomorrow in Clinical ML: Reading a ROC curve',
    ]);
    expect(mailsTo(learner)).toEqual(['Live class tomorrow in Clinical ML: Reading a ROC curve']);
    expect(mailsTo(bnLearner)).toEqual(['Clinical ML-এর লাইভ ক্লাস আগামীকাল: Reading a ROC curve']);
    const bnMail = mailer.sent.find((mail) => mail.to === bnLearner.email)!;
    expect(bnMail.text).toContain('৩ ডিসেম্বর, ২০২৬');
    expect(bnMail.text).toContain('৪:০০ PM');

    clock.set('2026-12-03T09:00:10Z');
    expect(await sweep()).toBe(1);
    await testApp.app.jobs.runQueued();
    clock.set('2026-12-03T09:30:00Z');
    expect(await sweep()).toBe(0);
    await testApp.app.jobs.runQueued();
    expect(await remindersOf(testApp.app, learner.id)).toEqual([
      'Live class tomorrow in Clinical ML: Reading a ROC curve',
      'Live class in one hour in Clinical ML: Reading a ROC curve',
    ]);
    expect(mailsTo(learner)).toEqual([
      'Live class tomorrow in Clinical ML: Reading a ROC curve',
      'Live class in one hour in Clinical ML: Reading a ROC curve',
    ]);
    expect(mailer.sent.find((mail) => mail.subject.includes('one hour'))!.text).toContain(
      'turn live class reminders off in your profile',
    );
    for (const user of [optedOut, outsider, instructor]) {
      expect(await remindersOf(testApp.app, user.id)).toEqual([]);
      expect(mailsTo(user)).toEqual([]);
    }
    // Once started, nothing more.
    clock.set('2026-12-03T10:05:00Z');
    expect(await sweep()).toBe(0);
  });

  it("follows a moved session's new time, and sends nothing for a cancelled one", async () => {
    const moved = await schedule(
      testApp.app,
      instructor,
      courseId,
      '2026-12-02T20:00:00Z',
      'Moved',
    );
    const cancelled = await schedule(
      testApp.app,
      instructor,
      courseId,
      '2026-12-02T21:00:00Z',
      'Cancelled',
    );
    await testApp.app.jobs.runQueued();
    clock.set('2026-12-01T21:30:00Z');
    expect(await sweep()).toBe(2);
    await testApp.app.jobs.runQueued();
    const headers = await authHeader(testApp.app, instructor);
    const cancel = await testApp.app.inject({
      method: 'POST',
      url: `/api/live-classes/${cancelled}/cancel/`,
      headers,
      payload: { scope: 'one' },
    });
    expect(cancel.statusCode).toBe(200);
    const move = await testApp.app.inject({
      method: 'PUT',
      url: `/api/live-classes/${moved}/`,
      headers,
      payload: { title: 'Moved', starts_at: '2026-12-04T20:00:00Z', duration_minutes: 60 },
    });
    expect(move.statusCode).toBe(200);
    await testApp.app.jobs.runQueued();
    mailer.sent.length = 0;

    // The old hour mark passes: nothing for either.
    clock.set('2026-12-02T19:30:00Z');
    expect(await sweep()).toBe(0);
    clock.set('2026-12-02T20:30:00Z');
    expect(await sweep()).toBe(0);
    // The new time's day reminder.
    clock.set('2026-12-03T20:00:00Z');
    expect(await sweep()).toBe(1);
    await testApp.app.jobs.runQueued();
    expect(mailsTo(learner)).toEqual(['Live class tomorrow in Clinical ML: Moved']);
    const movedMail = mailer.sent.find((mail) => mail.to === learner.email)!;
    expect(movedMail.text).toContain('5 December 2026 at 02:00');
    expect(await remindersOf(testApp.app, learner.id)).toEqual([
      'Live class tomorrow in Clinical ML: Moved',
      'Live class tomorrow in Clinical ML: Cancelled',
      'Live class tomorrow in Clinical ML: Moved',
    ]);
  });

  it('sends a reminder once when two sweeps reach it at the same moment', async () => {
    await schedule(testApp.app, instructor, courseId, '2026-12-01T10:45:00Z');
    await testApp.app.jobs.runQueued();
    mailer.sent.length = 0;
    const counts = await Promise.all([sweep(), sweep(), sweep()]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    await testApp.app.jobs.runQueued();
    expect(await remindersOf(testApp.app, learner.id)).toEqual([
      'Live class in one hour in Clinical ML: Reading a ROC curve',
    ]);
    expect(mailsTo(learner)).toHaveLength(1);
  });

  it('runs as a recurring job queued for its next minute', async () => {
    const result = await testApp.app.db.execute<{ start_after: Date }>(
      sql`select start_after from ${sql.identifier(JOBS_SCHEMA)}.job
          where name = ${LIVE_CLASS_REMINDER_QUEUE} and state = 'created'`,
    );
    expect(result.rows).toHaveLength(1);
    const dueIn = new Date(result.rows[0]!.start_after).getTime() - Date.now();
    expect(dueIn).toBeGreaterThan(0);
    expect(dueIn).toBeLessThanOrEqual(60_000);
  });
});

/**
 * Two app processes sharing one PostgreSQL database: both run the recurring sweep and call it at
 * the same moment. PGlite belongs to one process, so this part needs PostgreSQL.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('reminders with two app processes', () => {
  const clock = createTestClock(START);
  const mailers = [createCapturingMailer(), createCapturingMailer()];
  let testDatabase: TestDatabase;
  let second: Database;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    second = await openDatabase(testDatabase.config);
    for (const [index, database] of [testDatabase.database, second].entries()) {
      const config = loadConfig(
        { LOG_LEVEL: 'silent' },
        {
          dataDir: testDatabase.config.dataDir,
          jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
          seedDemo: false,
        },
      );
      const app = await buildApp(config, {
        database,
        clock,
        mailTransport: mailers[index],
        jobs: { worker: false },
      });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await second?.close();
    await testDatabase?.cleanup();
  });

  it('sends each learner each reminder exactly once', async () => {
    const [first, other] = apps as [FastifyInstance, FastifyInstance];
    const instructor = await createUser(first.db, { role: 'instructor' });
    const course = await createCourse(first.db, { instructorId: instructor.id, title: 'Shared' });
    const learners = await first.db
      .insert(users)
      .values(
        Array.from({ length: 40 }, (_, index) => ({
          email: `twin-learner-${index}@example.com`,
          firstName: 'Learner',
          lastName: String(index),
          passwordHash: 'not-used',
          emailVerifiedAt: new Date(),
        })),
      )
      .returning({ id: users.id, email: users.email });
    for (const learner of learners) await enrolIn(first.db, learner.id, course.id);
    await schedule(first, instructor, course.id, '2026-12-02T09:30:00Z', 'Twins');
    await schedule(other, instructor, course.id, '2026-12-01T10:50:00Z', 'Soon');
    await Promise.all(apps.map((app) => app.jobs.runQueued()));
    for (const mailer of mailers) mailer.sent.length = 0;

    // The recurring sweep job of the current minute is run by whichever process takes it, while
    // both processes also sweep directly.
    await first.db.execute(
      sql`update ${sql.identifier(JOBS_SCHEMA)}.job set start_after = now()
          where name = ${LIVE_CLASS_REMINDER_QUEUE} and state = 'created'`,
    );
    await Promise.all([
      ...apps.map((app) => sendDueReminders(reminderDeps(app), clock.now())),
      ...apps.map((app) => app.jobs.runQueued()),
    ]);
    await Promise.all(apps.map((app) => app.jobs.runQueued()));

    const mails = mailers.flatMap((mailer) => mailer.sent);
    for (const learner of learners) {
      const subjects = mails.filter((mail) => mail.to === learner.email).map((m) => m.subject);
      expect(subjects.sort()).toEqual([
        'Live class in one hour in Shared: Soon',
        'Live class tomorrow in Shared: Twins',
      ]);
    }
    const stored = await first.db
      .select({ count: sql<number>`count(*)::int` })
      .from(notifications)
      .where(like(notifications.message, 'Live class % in Shared: %'));
    expect(stored[0]!.count).toBe(learners.length * 2);
  });
});
