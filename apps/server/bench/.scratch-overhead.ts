import autocannon from 'autocannon';
import Fastify from 'fastify';
import helmet from '@fastify/helmet';
import { createServer } from 'node:http';
const body = JSON.stringify({ count: 10000, next: null, previous: null, results: Array.from({ length: 12 }, (_, i) => ({ id: i, title: 'x'.repeat(200), description: 'y'.repeat(300) })) });
async function measure(name: string, port: number) {
  const r = await autocannon({ url: `http://127.0.0.1:${port}/api/list-courses/?page=1`, connections: 50, duration: 4 });
  console.log(name, Math.round(r.requests.average), 'p99', r.latency.p99);
}
const bare = createServer((req, res) => { res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body); });
await new Promise<void>((r) => bare.listen(0, '127.0.0.1', () => r()));
await measure('bare', (bare.address() as any).port);
bare.close();
for (const variant of ['plain', 'helmet', 'helmet+reqid+hooks']) {
  const app = Fastify({ logger: variant === 'helmet+reqid+hooks' ? { level: 'silent' } : false, genReqId: variant === 'helmet+reqid+hooks' ? () => crypto.randomUUID() : undefined });
  if (variant !== 'plain') await app.register(helmet);
  if (variant === 'helmet+reqid+hooks') app.addHook('onSend', async (req, reply) => { reply.header('x-request-id', req.id); });
  app.get('/api/list-courses/', async (req, reply) => { reply.header('content-type', 'application/json; charset=utf-8'); return reply.send(body); });
  await app.listen({ port: 0, host: '127.0.0.1' });
  await measure(variant, (app.server.address() as any).port);
  await app.close();
}
