import { inArray } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { chatMessages, forumComments } from '../src/db/schema/community.ts';
import { paymentSubmissions } from '../src/db/schema/enrolment.ts';
import type { Answer } from './load-client.ts';

/** When the database became unreachable and when it was reachable again (Date.now()). */
export type Outage = { cutAt: number; restoredAt: number };

/** An answer that took longer than this is a hang: the pool gives up connecting after 5 s. */
export const HANG_LIMIT_MS = 6_000;
/** The API must be healthy again this soon after the database is back. */
export const RECOVERY_LIMIT_MS = 5_000;

const endedAt = (answer: Answer) => answer.startedAt + answer.ms;
/** Sent and answered while the database was unreachable. */
export const isDuringOutage = (answer: Answer, outage: Outage) =>
  answer.startedAt >= outage.cutAt && endedAt(answer) <= outage.restoredAt;

function parseBody(answer: Answer): Record<string, unknown> {
  try {
    const body: unknown = JSON.parse(answer.text);
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** 503 with the API's error shape, `{"detail": "…"}`. */
const isUnavailableAnswer = (answer: Answer) =>
  answer.status === 503 && typeof parseBody(answer).detail === 'string';

/** During the outage an answer is a 503 in the API's error shape, or what needs no database. */
function isAcceptableDuringOutage(answer: Answer): boolean {
  if (isUnavailableAnswer(answer) || answer.status === 429) return true;
  // Public answers cached by URL, and the web app's pages, are still served.
  return answer.status === 200 && answer.method === 'GET' && answer.token === undefined;
}

const describe = (answer: Answer) =>
  `${answer.method} ${answer.path} → ${answer.status ?? answer.error} in ${Math.round(answer.ms)} ms ${answer.text.slice(0, 200)}`;

/** What went wrong with the traffic around the outage; empty when it was ridden out. */
export function checkTraffic(answers: Answer[], outage: Outage): string[] {
  const problems: string[] = [];
  const recoveredBy = outage.restoredAt + RECOVERY_LIMIT_MS;
  for (const answer of answers) {
    if (answer.status === null) problems.push(`no answer: ${describe(answer)}`);
    else if (answer.status >= 500 && !isUnavailableAnswer(answer)) {
      problems.push(`server error: ${describe(answer)}`);
    } else if (answer.ms > HANG_LIMIT_MS) problems.push(`hung: ${describe(answer)}`);
    else if (isDuringOutage(answer, outage) && !isAcceptableDuringOutage(answer)) {
      problems.push(`during the outage: ${describe(answer)}`);
    } else if (
      answer.status === 503 &&
      (endedAt(answer) < outage.cutAt || answer.startedAt > recoveredBy)
    ) {
      problems.push(`503 while the database was up: ${describe(answer)}`);
    }
  }
  if (!answers.some((answer) => isDuringOutage(answer, outage))) {
    problems.push('no request was answered during the outage');
  }
  return problems;
}

/** Health answers 200 before, 503 during, and 200 again soon after; returns the recovery time. */
export function checkHealth(
  answers: Answer[],
  outage: Outage,
): { problems: string[]; recoveredAfterMs: number | null } {
  const problems: string[] = [];
  for (const answer of answers) {
    if (endedAt(answer) < outage.cutAt && answer.status !== 200) {
      problems.push(`health before the outage: ${describe(answer)}`);
    }
    if (isDuringOutage(answer, outage) && answer.status !== 503) {
      problems.push(`health during the outage: ${describe(answer)}`);
    }
  }
  const after = answers.filter((answer) => answer.startedAt >= outage.restoredAt);
  const firstHealthy = after.find((answer) => answer.status === 200);
  const recoveredAfterMs = firstHealthy ? endedAt(firstHealthy) - outage.restoredAt : null;
  if (recoveredAfterMs === null || recoveredAfterMs > RECOVERY_LIMIT_MS) {
    problems.push(`health not 200 within ${RECOVERY_LIMIT_MS} ms of the database's return`);
  }
  const relapse = after.find(
    (answer) => firstHealthy && answer.startedAt > firstHealthy.startedAt && answer.status !== 200,
  );
  if (relapse) problems.push(`health failed again after recovering: ${describe(relapse)}`);
  return { problems, recoveredAfterMs };
}

type WriteKind = 'chat message' | 'forum comment' | 'payment';

/** The row an acknowledged write created, read from its answer. */
export function acknowledgedWrite(answer: Answer): { kind: WriteKind; id: number } | null {
  if (answer.status !== 201) return null;
  const body = parseBody(answer) as { message_id?: number; id?: number; payment?: { id: number } };
  if (answer.endpoint === '/api/chat/:courseId/send/') {
    return { kind: 'chat message', id: body.message_id! };
  }
  if (answer.endpoint === '/api/forums/comments/') return { kind: 'forum comment', id: body.id! };
  if (answer.endpoint === '/api/manualpaymentsubmit/') {
    return { kind: 'payment', id: body.payment!.id };
  }
  return null;
}

const tables = {
  'chat message': chatMessages,
  'forum comment': forumComments,
  payment: paymentSubmissions,
};

/** Acknowledged writes missing from the database, per kind. */
export async function findLostWrites(
  db: Db,
  writes: { kind: WriteKind; id: number }[],
): Promise<string[]> {
  const lost: string[] = [];
  for (const [kind, table] of Object.entries(tables) as [WriteKind, (typeof tables)[WriteKind]][]) {
    const ids = writes.filter((write) => write.kind === kind).map((write) => write.id);
    if (ids.length === 0) continue;
    const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
    if (found.length !== ids.length)
      lost.push(`${ids.length - found.length} of ${ids.length} ${kind}s lost`);
  }
  return lost;
}
