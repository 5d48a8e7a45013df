import { writeFile } from 'node:fs/promises';

/** Headers that belong to one response, which the bare server makes afresh or node:http adds. */
const PER_RESPONSE = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'content-encoding',
  'x-request-id',
]);

/**
 * Asks the academy for each path and writes what it answered (the body and the headers, as a cache
 * hit) to `file`, for bare-server.ts to answer the same bytes.
 */
export async function recordAnswers(origin: string, paths: string[], file: string): Promise<void> {
  const answers: Record<string, { headers: Record<string, string>; body: string }> = {};
  for (const path of paths) {
    // Asked as wrk asks: without compression.
    const response = await fetch(`${origin}${path}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    const headers = Object.fromEntries(
      [...response.headers].filter(([name]) => !PER_RESPONSE.has(name)),
    );
    answers[path] = { headers: { ...headers, 'x-cache': 'hit' }, body: await response.text() };
  }
  await writeFile(file, JSON.stringify(answers));
}
