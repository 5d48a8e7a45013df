import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

// The comparison point: a bare node:http server answering fixed bytes per path, nothing else.
// Prints {"port"} once listening.

const bodies = new Map<string, Buffer>(
  Object.entries(JSON.parse(readFileSync(process.env.BENCH_BODIES!, 'utf8')) as Record<string, string>).map(
    ([path, body]) => [path, Buffer.from(body)],
  ),
);
const server = createServer((request, response) => {
  const body = bodies.get(request.url ?? '');
  if (!body) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
