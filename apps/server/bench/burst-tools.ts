import { createAccessTokens } from '../src/lib/access-tokens.ts';
import { BENCH_JWT_SECRET } from './start-academy.ts';

// What the burst benches (exam, chat) share: addresses, tokens, waiting and the latency table.

/** Virtual learner `index` sends from 127.0.1.2, 127.0.1.3, …: an address of its own. */
export const addressOf = (index: number) =>
  `127.0.${1 + Math.floor(index / 250)}.${2 + (index % 250)}`;

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Access tokens the academy started by startAcademy accepts (signed as its login would). */
export function benchTokens() {
  const tokens = createAccessTokens(BENCH_JWT_SECRET);
  return (userId: number, role: 'learner' | 'instructor') =>
    tokens.sign({ userId, role, generation: 0 });
}

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

/**
 * Prints each step's count and latency percentiles as a Markdown table; returns the steps whose
 * p99 is not under `p99TargetMs`.
 */
export function printLatencies(latencies: Record<string, number[]>, p99TargetMs: number): string[] {
  const slow: string[] = [];
  console.log('| step | requests | p50 ms | p95 ms | p99 ms | max ms |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const [step, values] of Object.entries(latencies)) {
    const sorted = [...values].sort((a, b) => a - b);
    const p99 = percentile(sorted, 0.99);
    if (!(p99 < p99TargetMs)) slow.push(step);
    const cell = (share: number) => percentile(sorted, share).toFixed(0);
    console.log(
      `| ${step} | ${sorted.length} | ${cell(0.5)} | ${cell(0.95)} | ${p99.toFixed(0)} | ${cell(1)} |`,
    );
  }
  return slow;
}
