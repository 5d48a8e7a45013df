import type { ChildProcess } from 'node:child_process';
import type { Db } from '../src/db/client.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { users } from '../src/db/schema/accounts.ts';
import {
  assignmentGrades,
  assignments,
  assignmentSubmissions,
} from '../src/db/schema/assignments.ts';
import { categories, courses } from '../src/db/schema/catalogue.ts';
import { quizAttempts, quizQuestions, quizzes } from '../src/db/schema/classwork.ts';
import { enrollments } from '../src/db/schema/enrolment.ts';
import { createBenchStore } from './bench-database.ts';
import { startChild, stopChildren } from './start-child.ts';
import { checkIdle, median, verdict } from './wrk.ts';

/**
 * Gradebook benchmark (docs/benchmarks.md). Seeds one course of LEARNERS learners and ITEMS items
 * (half quizzes, half assignments) with an attempt or a graded submission from most learners,
 * starts the app in a child process and times, one request after another through HTTP, the
 * gradebook (all learners in one page) and the CSV export: median and p95 of each.
 *
 *   npm run bench:gradebook -w apps/server                 PGlite in a temporary directory
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:gradebook -w apps/server
 *                                                         a throw-away database on that server
 *   BENCH_LEARNERS=200 BENCH_ITEMS=40 BENCH_REQUESTS=200 BENCH_CSV_REQUESTS=50   the defaults
 *   BENCH_ALLOW_BUSY=1                                    run on a busy machine (not publishable)
 */
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 200);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 40);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const CSV_REQUESTS = Number(process.env.BENCH_CSV_REQUESTS ?? 50);
const TARGETS = { gradebook: 100, csv: 1000 };

async function seed(db: Db): Promise<{ courseId: number; instructorId: number }> {
  const now = new Date();
  const [instructor] = await db
    .insert(users)
    .values({
      email: 'bench-instructor@example.com',
      firstName: 'Bench',
      lastName: 'Instructor',
      phone: '01700000000',
      role: 'instructor',
      passwordHash: 'x',
    })
    .returning({ id: users.id });
  const [category] = await db
    .insert(categories)
    .values({ name: 'Bench', slug: 'bench' })
    .returning({ id: categories.id });
  const [course] = await db
    .insert(courses)
    .values({
      title: 'Gradebook bench course',
      description: 'A course for the gradebook benchmark.',
      instructorId: instructor!.id,
      categoryId: category!.id,
      status: 'published',
      publishedAt: now,
    })
    .returning({ id: courses.id });
  const courseId = course!.id;
  const learners = await db
    .insert(users)
    .values(
      Array.from({ length: LEARNERS }, (_, index) => ({
        email: `bench-learner-${index}@example.com`,
        firstName: index % 3 === 0 ? 'শিক্ষার্থী' : 'Learner',
        lastName: String(index).padStart(4, '0'),
        phone: '01700000000',
        passwordHash: 'x',
      })),
    )
    .returning({ id: users.id });
  await db
    .insert(enrollments)
    .values(learners.map((learner) => ({ userId: learner.id, courseId, source: 'free' as const })));
  const quizCount = Math.floor(ITEMS / 2);
  for (let index = 0; index < quizCount; index += 1) {
    const [quiz] = await db
      .insert(quizzes)
      .values({ courseId, title: `Quiz ${index + 1}`, isPublished: true })
      .returning({ id: quizzes.id });
    await db.insert(quizQuestions).values({
      quizId: quiz!.id,
      position: 1,
      kind: 'true_false',
      prompt: 'True?',
      points: 10,
      answerKey: { answer: true },
    });
    const takers = learners.filter((_, learner) => (learner + index) % 5 !== 0);
    await db.insert(quizAttempts).values(
      takers.map((learner, order) => ({
        quizId: quiz!.id,
        userId: learner.id,
        number: 1,
        questionOrder: [],
        maxScore: 10,
        submittedAt: now,
        score: order % 11,
        gradeReleasedAt: now,
      })),
    );
  }
  for (let index = 0; index < ITEMS - quizCount; index += 1) {
    const [assignment] = await db
      .insert(assignments)
      .values({
        courseId,
        title: `Assignment ${index + 1}`,
        instructions: '<p>Hand it in.</p>',
        points: 20,
        dueAt: new Date(now.getTime() + (index - 10) * 86_400_000),
        submissionKind: 'text',
        isPublished: true,
      })
      .returning({ id: assignments.id });
    const handedIn = learners.filter((_, learner) => (learner + index) % 4 !== 0);
    const submitted = await db
      .insert(assignmentSubmissions)
      .values(
        handedIn.map((learner) => ({
          assignmentId: assignment!.id,
          userId: learner.id,
          version: 1,
          kind: 'text' as const,
          text: 'My work.',
          submittedAt: now,
        })),
      )
      .returning({ id: assignmentSubmissions.id, userId: assignmentSubmissions.userId });
    await db.insert(assignmentGrades).values(
      submitted
        .filter((_, order) => order % 3 !== 0)
        .map((submission, order) => ({
          assignmentId: assignment!.id,
          userId: submission.userId,
          submissionId: submission.id,
          score: order % 21,
          feedback: 'Fine.',
          gradedBy: instructor!.id,
          gradedAt: now,
          releasedAt: order % 2 === 0 ? now : null,
        })),
    );
  }
  return { courseId, instructorId: instructor!.id };
}

async function time(url: string, token: string, count: number): Promise<number[]> {
  const took: number[] = [];
  for (let index = 0; index < count + 5; index += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    // The first five warm the app up and are not counted.
    if (index >= 5) took.push(performance.now() - started);
  }
  return took;
}

const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;

const store = await createBenchStore(process.env.BENCH_DATABASE_URL);
const children: ChildProcess[] = [];
try {
  const database = await openDatabase({ databaseUrl: store.databaseUrl, dataDir: store.dataDir });
  await migrateDatabase(database);
  const started = Date.now();
  const { courseId, instructorId } = await seed(database.db);
  await database.close();
  console.log(
    `Seeded ${LEARNERS} learners × ${ITEMS} items on ${store.label} in ${Date.now() - started} ms`,
  );
  const app = await startChild('./serve-app.ts', {
    BENCH_DATA_DIR: store.dataDir,
    BENCH_LEARNER_ID: String(instructorId),
    BENCH_USER_ROLE: 'instructor',
    ...(store.databaseUrl ? { BENCH_DATABASE_URL: store.databaseUrl } : {}),
  });
  children.push(app.child);
  const base = `http://127.0.0.1:${app.info.port as number}/api/courses/${courseId}/gradebook/`;
  const token = app.info.token as string;
  const { busy } = await checkIdle('the measurement');
  const rows: [string, number[], number][] = [
    [
      `gradebook (${LEARNERS} learners in one page)`,
      await time(base, token, REQUESTS),
      TARGETS.gradebook,
    ],
    ['CSV export', await time(`${base}csv/`, token, CSV_REQUESTS), TARGETS.csv],
  ];
  console.log(`\n${store.label}: ${verdict(busy ? 1 : 0)}`);
  for (const [name, took, target] of rows) {
    console.log(
      `  ${name}: median ${median(took).toFixed(1)} ms, p95 ${p95(took).toFixed(1)} ms ` +
        `over ${took.length} requests (target < ${target} ms)`,
    );
  }
} finally {
  await stopChildren(children);
  await store.remove();
}
