import { chatLimits, type ChatMessage } from '@academy/contract/chat';
import { addressOf, printLatencies, wait, withBurstAcademy } from './burst-tools.ts';
import { openStreamReader } from './event-stream-reader.ts';
import { createLoadClient, type Answer } from './load-client.ts';
import { checkIdle } from './wrk.ts';

/**
 * A course chat at its busiest (docs/benchmarks.md): READERS learners hold the event
 * stream open and read the chat at the spec's 5-second cadence while WRITERS others send a message
 * every SEND_EVERY_S seconds for DURATION_S seconds, against `npm start` with WEB_CONCURRENCY=2 on
 * PostgreSQL and Redis (so a message sent through one worker reaches streams held by the other).
 * Then every reader must have been pushed every message exactly once, each writer's in the order
 * sent. Prints the latencies of reading, sending and delivery, and PASS or FAIL against the target
 * (no error, p99 under 100 ms for reading and sending).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test REDIS_URL=redis://127.0.0.1:6379 \
 *     npm run bench:chat
 *   BENCH_READERS=500 BENCH_WRITERS=50 BENCH_DURATION=60 BENCH_SEND_EVERY_S=4   the defaults
 */
const READERS = Number(process.env.BENCH_READERS ?? 500);
const WRITERS = Number(process.env.BENCH_WRITERS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 60);
/** Under the send limit of 30 a minute per user. */
const SEND_EVERY_S = Number(process.env.BENCH_SEND_EVERY_S ?? 4);
const P99_TARGET_MS = 100;
const TIMEOUT_MS = 30_000;

async function main(): Promise<number> {
  return withBurstAcademy(READERS + WRITERS, async ({ course, port, sign }) => {
    const tokens = await Promise.all(course.learnerIds.map((id) => sign(id, 'learner')));
    const latencies: Record<string, number[]> = { read: [], send: [], delivery: [] };
    const failures: Answer[] = [];
    const clientOf = (index: number) =>
      createLoadClient({
        port,
        localAddress: addressOf(index),
        timeoutMs: TIMEOUT_MS,
        onAnswer: () => {},
      });

    // What each reader was pushed, in arrival order and when, and when each message was sent.
    const pushed: { id: number; at: number }[][] = Array.from({ length: READERS }, () => []);
    const sentAt = new Map<number, number>();
    const readers = Array.from({ length: READERS }, (_, index) =>
      openStreamReader({
        port,
        localAddress: addressOf(index),
        token: tokens[index]!,
        onEvent: (item, receivedAt) => {
          if (item.event !== 'chat_message') return;
          const message = JSON.parse(item.data) as ChatMessage;
          pushed[index]!.push({ id: message.message_id, at: receivedAt });
        },
      }),
    );
    await Promise.all(readers.map((reader) => reader.ready));

    const { idle, busy } = await checkIdle('the chat');
    console.log(
      `PostgreSQL + Redis, WEB_CONCURRENCY=2: ${READERS} readers (event stream open, reading every ` +
        `${chatLimits.pollMs / 1000} s) and ${WRITERS} writers (a message every ${SEND_EVERY_S} s) ` +
        `for ${DURATION_S} s in one course chat (CPUs ${Math.round(idle)}% idle before)`,
    );
    const endsAt = Date.now() + DURATION_S * 1000;
    const path = `/api/chat/${course.courseId}/messages/`;
    const reading = Array.from({ length: READERS }, async (_, index) => {
      const client = clientOf(index);
      await wait(Math.random() * chatLimits.pollMs);
      while (Date.now() < endsAt) {
        const answer = await client.send({
          endpoint: 'read',
          method: 'GET',
          path,
          token: tokens[index],
        });
        latencies.read!.push(answer.ms);
        if (answer.status !== 200) failures.push(answer);
        await wait(chatLimits.pollMs - answer.ms);
      }
      client.close();
    });
    /** Per writer, the ids of its messages in the order it sent them. */
    const sentBy: number[][] = Array.from({ length: WRITERS }, () => []);
    const writing = Array.from({ length: WRITERS }, async (_, writer) => {
      const index = READERS + writer;
      const client = clientOf(index);
      await wait(Math.random() * SEND_EVERY_S * 1000);
      for (let number = 1; Date.now() < endsAt; number += 1) {
        const started = Date.now();
        const answer = await client.send({
          endpoint: 'send',
          method: 'POST',
          path: `/api/chat/${course.courseId}/send/`,
          body: { content: `Writer ${writer + 1}, message ${number}: is the p-value two-sided?` },
          token: tokens[index],
        });
        latencies.send!.push(answer.ms);
        if (answer.status !== 201) failures.push(answer);
        else {
          const message = JSON.parse(answer.text) as ChatMessage;
          sentAt.set(message.message_id, started);
          sentBy[writer]!.push(message.message_id);
        }
        await wait(SEND_EVERY_S * 1000 - answer.ms);
      }
      client.close();
    });
    await Promise.all([...reading, ...writing]);
    await wait(3000); // the last pushes on their way
    for (const reader of readers) reader.close();

    const problems: string[] = [];
    const sent = sentBy.flat();
    pushed.forEach((arrivals, reader) => {
      const ids = arrivals.map((arrival) => arrival.id);
      for (const arrival of arrivals) {
        latencies.delivery!.push(arrival.at - (sentAt.get(arrival.id) ?? arrival.at));
      }
      const counts = new Map<number, number>();
      for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
      const missing = sent.filter((id) => !counts.has(id)).length;
      const doubled = [...counts.values()].filter((count) => count > 1).length;
      const position = new Map(ids.map((id, at) => [id, at]));
      const outOfOrder = sentBy.filter((mine) =>
        mine.some((id, at) => at > 0 && position.get(id)! < position.get(mine[at - 1]!)!),
      ).length;
      if (missing + doubled + outOfOrder > 0) {
        problems.push(
          `reader ${reader + 1}: ${missing} missing, ${doubled} twice, ${outOfOrder} writers out of order`,
        );
      }
    });
    const slow = printLatencies(latencies, P99_TARGET_MS).filter((step) => step !== 'delivery');
    console.log(`${sent.length} messages sent, each to be pushed to ${READERS} readers.`);
    for (const failure of failures.slice(0, 10)) {
      console.log(
        `  ${failure.endpoint}: ${failure.status ?? failure.error} ${failure.text.slice(0, 200)}`,
      );
    }
    for (const problem of problems.slice(0, 10)) console.log(`  ${problem}`);
    const pass = failures.length === 0 && problems.length === 0 && slow.length === 0;
    console.log(
      `${pass ? 'PASS' : 'FAIL'}: ${failures.length} failed requests, ${problems.length} readers ` +
        `with missing, doubled or disordered messages, p99 target ${P99_TARGET_MS} ms` +
        (busy ? ' (DISTURBED — not publishable: the machine was busy)' : ''),
    );
    return pass ? 0 : 1;
  });
}

process.exitCode = await main();
