import type { Answer } from './load-client.ts';

/** Answers are counted by class; 429 (rate limits, expected under load) apart from other 4xx. */
type StatusClass = '2xx' | '3xx' | '4xx' | '429' | '5xx' | 'network';

export function statusClassOf(status: number | null): StatusClass {
  if (status === null) return 'network';
  if (status === 429) return '429';
  return `${Math.floor(status / 100)}xx` as StatusClass;
}

/** A failure of the run: any 5xx answer and any request that got no answer. */
const isFailure = (answer: Answer) => {
  const statusClass = statusClassOf(answer.status);
  return statusClass === '5xx' || statusClass === 'network';
};

type EndpointCounts = Record<StatusClass, number> & { latencies: number[] };

const emptyCounts = (): EndpointCounts => ({
  '2xx': 0,
  '3xx': 0,
  '4xx': 0,
  '429': 0,
  '5xx': 0,
  network: 0,
  latencies: [],
});

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

const round = (ms: number) => (ms < 10 ? Math.round(ms * 10) / 10 : Math.round(ms));

/** Counts answers per endpoint and status class, with latencies for p50 and p99. */
export function createLoadStats() {
  const byEndpoint = new Map<string, EndpointCounts>();
  const failures: Answer[] = [];
  const all: number[] = [];

  return {
    failures,
    record(answer: Answer): void {
      const key = `${answer.method} ${answer.endpoint}`;
      const counts = byEndpoint.get(key) ?? emptyCounts();
      byEndpoint.set(key, counts);
      counts[statusClassOf(answer.status)] += 1;
      counts.latencies.push(answer.ms);
      all.push(answer.ms);
      if (isFailure(answer)) failures.push(answer);
    },
    /** The Markdown table of docs/benchmarks.md and the totals line. */
    print(seconds: number): void {
      const total = (name: StatusClass) =>
        [...byEndpoint.values()].reduce((sum, counts) => sum + counts[name], 0);
      console.log('| endpoint | requests | 2xx | 4xx | 429 | 5xx | network | p50 ms | p99 ms |');
      console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
      for (const [endpoint, counts] of [...byEndpoint].sort(([a], [b]) => a.localeCompare(b))) {
        const sorted = [...counts.latencies].sort((a, b) => a - b);
        console.log(
          `| ${endpoint} | ${sorted.length} | ${counts['2xx'] + counts['3xx']} | ${counts['4xx']} | ${counts['429']} | ${counts['5xx']} | ${counts.network} | ${round(percentile(sorted, 0.5))} | ${round(percentile(sorted, 0.99))} |`,
        );
      }
      const sorted = [...all].sort((a, b) => a - b);
      console.log(
        `\n${sorted.length} requests in ${seconds} s: ${Math.round(sorted.length / seconds)} req/s, ` +
          `p50 ${round(percentile(sorted, 0.5))} ms, p99 ${round(percentile(sorted, 0.99))} ms; ` +
          `2xx ${total('2xx') + total('3xx')}, 4xx ${total('4xx')}, 429 ${total('429')}, ` +
          `5xx ${total('5xx')}, network errors ${total('network')}`,
      );
    },
  };
}

export type LoadStats = ReturnType<typeof createLoadStats>;

/** Prints the first few failures with their request and answer, for finding the cause. */
export function printFailures(failures: Answer[], limit = 20): void {
  for (const failure of failures.slice(0, limit)) {
    const body = failure.body === undefined ? '' : ` body ${JSON.stringify(failure.body)}`;
    console.error(
      `FAILED ${failure.method} ${failure.path}${body} → ${failure.status ?? failure.error} ${failure.text.slice(0, 500)}`,
    );
  }
  if (failures.length > limit) console.error(`… and ${failures.length - limit} more`);
}
