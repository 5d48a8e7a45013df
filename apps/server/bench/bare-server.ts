import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

// The comparison point: a bare node:http server answering fixed bytes per path (the app's body and
// headers, a fresh request id like the app's), nothing else. Prints {"port"} once listening.
// A request with x-bench-busy-us first keeps the CPU busy that many microseconds, as the app is
// busy per request: what latency such a server can have at the app's throughput. A URL ending in
// the load's throw-away &u= parameter is answered as the URL without it.

type Answer = { headers: Record<string, string>; body: string };
const answers = new Map(
  Object.entries(
    JSON.parse(readFileSync(process.env.BENCH_ANSWERS!, 'utf8')) as Record<string, Answer>,
  ).map(([path, answer]) => [path, { headers: answer.headers, body: Buffer.from(answer.body) }]),
);
const server = createServer((request, response) => {
  const url = request.url ?? '';
  // Only URLs made new by the load pay for reading headers (which node:http builds lazily).
  const unique = url.indexOf('&u=');
  if (unique !== -1) {
    const busyUntil = performance.now() + Number(request.headers['x-bench-busy-us'] ?? 0) / 1000;
    while (performance.now() < busyUntil);
  }
  const answer = answers.get(unique === -1 ? url : url.slice(0, unique));
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    ...answer.headers,
    'content-length': answer.body.length,
    'x-request-id': randomUUID(),
  });
  response.end(answer.body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(
    `${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`,
  );
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
