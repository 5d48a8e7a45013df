import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CourseDetail } from '@academy/contract/catalogue';
import { quotePayment } from '@academy/contract/enrolment';
import type { Role } from '@academy/contract/roles';
import { openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import type { BenchStore } from './bench-database.ts';
import { learnerActions } from './learner-actions.ts';
import { createLoadClient, type Answer } from './load-client.ts';
import { seedLoadAcademy, type LoadAcademy } from './seed-load-academy.ts';
import { adminActions, instructorActions } from './staff-actions.ts';
import { startChild, type StartedChild } from './start-child.ts';
import type { Action, LoadWorld, VirtualUser } from './virtual-user.ts';
import { signIn, successBody } from './virtual-user.ts';

const webDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

export const actionsByRole: Record<Role, readonly Action[]> = {
  admin: adminActions,
  instructor: instructorActions,
  learner: learnerActions,
};

/** Migrates the store's database and seeds the demo academy and `userCount` accounts in all. */
export async function seedAcademy(store: BenchStore, userCount: number): Promise<LoadAcademy> {
  const database = await openDatabase(store);
  try {
    await migrateDatabase(database);
    return await seedLoadAcademy(database.db, userCount);
  } finally {
    await database.close();
  }
}

/** Starts the app on the store (or on `databaseUrl`, e.g. through a proxy), with the web build. */
export async function startApp(
  store: BenchStore,
  databaseUrl = store.databaseUrl,
): Promise<StartedChild & { port: number }> {
  const started = await startChild('./serve-app.ts', {
    BENCH_DATA_DIR: store.dataDir,
    ...(databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {}),
    ...(existsSync(webDistDir) ? { BENCH_WEB_DIST_DIR: webDistDir } : {}),
  });
  return { ...started, port: started.info.port as number };
}

/** Virtual user `index` sends from 127.0.1.2, 127.0.1.3, …: an address of its own. */
const localAddressOf = (index: number) =>
  `127.0.${1 + Math.floor(index / 250)}.${2 + (index % 250)}`;

/** Asks the API what the payment page needs (single prices) and whether the web app is served. */
export async function discoverWorld(academy: LoadAcademy, port: number): Promise<LoadWorld> {
  const client = createLoadClient({
    port,
    localAddress: '127.0.0.1',
    timeoutMs: 30_000,
    onAnswer: () => {},
  });
  const singlePrices = new Map<number, string>();
  for (const courseId of academy.paidCourseIds) {
    const path = `/api/course-details/${courseId}/`;
    const answer = await client.send({ endpoint: path, method: 'GET', path });
    const course = successBody<CourseDetail>(answer);
    if (!course) throw new Error(`${path} answered ${answer.status} ${answer.text}`);
    const pricing = { price: course.price, discount: course.discount, tiers: course.price_tiers };
    singlePrices.set(courseId, quotePayment(pricing, 1, null)!.total);
  }
  const contact = await client.send({ endpoint: '/contact', method: 'GET', path: '/contact' });
  client.close();
  return { ...academy, singlePrices, servesWebApp: contact.status === 200 };
}

/** Signs every account in through the API, a few at a time (each login hashes a password). */
export async function signInUsers(
  world: LoadWorld,
  port: number,
  options: { timeoutMs: number; onAnswer: (answer: Answer) => void },
): Promise<VirtualUser[]> {
  const users: VirtualUser[] = [];
  const accounts = world.accounts.map((account, index) => ({ account, index }));
  const signInNext = async (): Promise<void> => {
    const next = accounts.shift();
    if (!next) return;
    const client = createLoadClient({ port, localAddress: localAddressOf(next.index), ...options });
    users.push(await signIn(next.index, next.account, client));
    return signInNext();
  };
  await Promise.all(Array.from({ length: 4 }, signInNext));
  return users.sort((a, b) => a.index - b.index);
}
