import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { authHeader, createCourse, createUser } from '../test/factories.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });

describe('compressed JSON answers', () => {
  it('sends brotli or gzip as the client accepts, and the same JSON once decompressed', async () => {
    const plain = await get('/api/openapi.json');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(10_000);

    const brotli = await get('/api/openapi.json', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());

    const gzip = await get('/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves answers under 1 KB as they are', async () => {
    const response = await get('/api/health/', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('ETag and 304 on JSON answers', () => {
  it('answers 304 without a body while the answer is unchanged, and 200 once it changed', async () => {
    const user = await createUser(testApp.app.db, { firstName: 'Sadia' });
    const auth = await authHeader(testApp.app, user);
    const first = await get('/api/accounts/profile/', auth);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);

    const again = await get('/api/accounts/profile/', { ...auth, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const updated = await testApp.app.inject({
      method: 'PUT',
      url: '/api/accounts/update/',
      headers: auth,
      payload: { first_name: 'Sadia', last_name: 'Karim', bio: 'Now a cardiology fellow.' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.headers.etag).toBeUndefined();

    const changed = await get('/api/accounts/profile/', { ...auth, 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ last_name: 'Karim', bio: 'Now a cardiology fellow.' });
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('tags the same answer alike whether it is compressed or not', async () => {
    const plain = await get('/api/openapi.json');
    const gzip = await get('/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.etag).toBe(plain.headers.etag);
    const revalidated = await get('/api/openapi.json', {
      'accept-encoding': 'gzip',
      'if-none-match': `"other", ${plain.headers.etag as string}`,
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('does not tag errors or the readiness probe', async () => {
    expect((await get('/api/accounts/profile/')).headers.etag).toBeUndefined();
    expect((await get('/api/ready/')).headers.etag).toBeUndefined();
  });
});

describe('the cached public catalogue', () => {
  it('compresses and tags a cached answer as it does the first, to the same JSON', async () => {
    const instructor = await createUser(testApp.app.db, { role: 'instructor' });
    for (const title of ['Cached As Is', 'Stored Bytes', 'Through Fastify', 'One Path']) {
      await createCourse(testApp.app.db, { instructorId: instructor.id, title });
    }
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = testApp.app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/api/list-courses/`;
    const headers = { 'accept-encoding': 'gzip, br' };
    const first = await fetch(url, { headers });
    const second = await fetch(url, { headers });
    expect(second.headers.get('x-cache')).toBe('hit');
    for (const response of [first, second]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe('br');
    }
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    const text = await second.text();
    expect(text).toBe(await first.text());
    expect(text).toContain('Cached As Is');
  });
});
