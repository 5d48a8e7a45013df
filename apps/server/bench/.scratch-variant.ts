import Fastify from 'fastify';
import helmet from '@fastify/helmet';
import { createServer } from 'node:http';
const body = JSON.stringify({ count: 10000, next: null, previous: null, results: Array.from({ length: 12 }, (_, i) => ({ id: i, title: 'x'.repeat(200), description: 'y'.repeat(300) })) });
const variant = process.env.VARIANT!;
if (variant === 'bare') {
  const bare = createServer((req, res) => { res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body); });
  bare.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: (bare.address() as any).port })));
} else {
  const app = Fastify({ logger: variant.includes('log') ? { level: 'silent' } : false, genReqId: variant.includes('reqid') ? () => crypto.randomUUID() : undefined });
  if (variant.includes('helmet')) await app.register(helmet);
  if (variant.includes('reqid')) app.addHook('onSend', async (req, reply) => { reply.header('x-request-id', req.id); });
  app.get('/api/list-courses/', async (req, reply) => { reply.header('content-type', 'application/json; charset=utf-8'); return reply.send(body); });
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(JSON.stringify({ port: (app.server.address() as any).port }));
}
