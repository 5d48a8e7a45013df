import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFTER_PAINT_SCRIPT } from '@academy/contract/prerender';
import { createTestApp, type TestApp } from '../test/app.ts';

const INDEX = '<!doctype html><html lang="en"><body><div id="root"></div></body></html>';
let testApp: TestApp;

beforeAll(async () => {
  const distDir = join(await mkdtemp(join(tmpdir(), 'academy-web-')), 'dist');
  await mkdir(join(distDir, 'assets'), { recursive: true });
  await writeFile(join(distDir, 'index.html'), INDEX);
  await writeFile(join(distDir, 'assets', 'index-AbC123.js'), 'console.log("app")');
  await writeFile(
    join(distDir, 'assets', 'index-AbC123.js.br'),
    brotliCompressSync('console.log("app")'),
  );
  await writeFile(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(distDir, 'sw.js'), 'self.skipWaiting');
  await writeFile(join(distDir, 'manifest-bn.webmanifest'), '{"lang":"bn"}');
  testApp = await createTestApp({ config: { webDistDir: distDir } });
  await mkdir(join(testApp.config.dataDir, 'media', 'avatars'), { recursive: true });
  await writeFile(join(testApp.config.dataDir, 'media', 'avatars', 'a1b2.webp'), 'RIFF');
});
afterAll(() => testApp.close());

const get = (url: string) => testApp.app.inject({ method: 'GET', url });

describe('serving the web app', () => {
  it.each(['/', '/courses', '/course/14', '/forums/topics/3', '/no/such/page'])(
    'answers %s with index.html, revalidated on every visit',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX);
    },
  );

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await get('/assets/index-AbC123.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app")');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends the build's Brotli copy of an asset to browsers that accept it", async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('console.log("app")');
  });

  it('compresses index.html for browsers that accept it', async () => {
    for (const [encoding, decompress] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/courses',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(decompress(response.rawPayload).toString()).toBe(INDEX);
    }
  });

  it('serves other build files with a short cache', async () => {
    const response = await get('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('has the service worker and the app manifests revalidated on every visit', async () => {
    const worker = await get('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toContain('javascript');
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await get('/manifest-bn.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toEqual({ lang: 'bn' });
  });

  it('answers a missing file with an extension with 404, not the SPA shell', async () => {
    for (const url of ['/assets/missing-123.js', '/robots-missing.txt', '/media/none.webp']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<div id="root">');
    }
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await get('/api/courses-that-do-not-exist/');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });

  it('serves media from DATA_DIR/media with nosniff', async () => {
    const response = await get('/media/avatars/a1b2.webp');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends security headers with a content security policy', async () => {
    const response = await get('/');
    const policy = response.headers['content-security-policy'];
    // 'self', and the one inline script of pre-rendered pages by its hash: nothing else runs.
    const scriptHash = createHash('sha256').update(AFTER_PAINT_SCRIPT).digest('base64');
    expect(policy).toContain(`script-src 'self' 'sha256-${scriptHash}';`);
    expect(policy).toContain("frame-ancestors 'none'");
    // Media only over https, players only from the privacy-friendly video hosts.
    expect(policy).toContain("img-src 'self' data: blob: https:;");
    expect(policy).toContain("media-src 'self' https: blob:;");
    expect(policy).toContain("worker-src 'self' blob:;");
    expect(policy).toContain(
      'frame-src https://www.youtube-nocookie.com https://player.vimeo.com;',
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

// A stand-in for the web build's pre-renderer (apps/web/src/prerender.tsx), with the same contract:
// it renders the catalogue and course pages, keeps each render by address and language, and
// counts its renders.
const PRERENDERER = `
const renders = (globalThis.__standInRenders = []);
const kept = new Map();
export function createPageRenderer({ fetchApi }) {
  return async (template, url, language) => {
    if (url.startsWith('/course/broken')) throw new Error('render failed');
    if (!url.startsWith('/course')) return null;
    const key = (language ?? '') + ' ' + url;
    if (kept.has(key)) return kept.get(key);
    renders.push(url);
    const health = await fetchApi('/api/health/');
    const page = [url, language ?? 'no language', health.status, health.body].join(' | ');
    const html = template.replace('<div id="root"></div>', '<div id="root">' + page + '</div>');
    kept.set(key, html);
    return html;
  };
}`;

/** The addresses the stand-in rendered, in order. */
const standInRenders = () => (globalThis as { __standInRenders?: string[] }).__standInRenders!;

describe('pages the web build pre-renders', () => {
  let prerenderingApp: TestApp;
  beforeAll(async () => {
    const distDir = join(await mkdtemp(join(tmpdir(), 'academy-web-')), 'dist');
    await mkdir(join(distDir, 'server'), { recursive: true });
    await writeFile(join(distDir, 'index.html'), INDEX);
    await writeFile(join(distDir, 'server', 'prerender.js'), PRERENDERER);
    prerenderingApp = await createTestApp({ config: { webDistDir: distDir } });
  });
  afterAll(() => prerenderingApp.close());

  const visit = (url: string, headers: Record<string, string> = {}) =>
    prerenderingApp.app.inject({ method: 'GET', url, headers });

  it("arrive rendered, in the language of the reader's cookie, from the app's own answers", async () => {
    const response = await visit('/courses?page=2', { cookie: 'theme=dark; lang=bn' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(
      INDEX.replace(
        '<div id="root"></div>',
        '<div id="root">/courses?page=2 | bn | 200 | {"status":"ok"}</div>',
      ),
    );
  });

  it('arrive compressed for browsers that accept it', async () => {
    const response = await visit('/courses', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('/courses');
  });

  it('fall back to index.html when the page is left to the browser or rendering fails', async () => {
    for (const url of ['/dashboard', '/course/broken']) {
      const response = await visit(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
    }
  });

  it('are rendered once for any query string of noise, and once per parameter they read', async () => {
    const before = standInRenders().length;
    for (let visitor = 0; visitor < 50; visitor++) {
      const response = await visit(`/course/14?x=${Math.random().toString(36).slice(2)}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">/course/14 | no language');
    }
    expect(standInRenders().slice(before)).toEqual(['/course/14']);

    const group = await visit('/course/14?utm_source=mail&students=2');
    expect(group.body).toContain('<div id="root">/course/14?students=2 |');
    const pages = ['/courses?page=2&x=1', '/courses?page=3', '/courses?x=9&page=2'];
    for (const url of pages) await visit(url);
    expect(standInRenders().slice(before)).toEqual([
      '/course/14',
      '/course/14?students=2',
      '/courses?page=2',
      '/courses?page=3',
    ]);
    const search = await visit('/courses?ordering=-rating&search=r&fbclid=abc');
    expect(search.body).toContain('<div id="root">/courses?search=r&ordering=-rating |');
  });

  it('keep the pre-renderer itself private', async () => {
    expect((await visit('/server/prerender.js')).statusCode).toBe(404);
  });
});

describe('API documentation', () => {
  it('publishes OpenAPI at /api/openapi.json and Swagger UI at /api/docs', async () => {
    const spec = await get('/api/openapi.json');
    expect(spec.statusCode).toBe(200);
    expect(spec.json()).toMatchObject({ openapi: expect.stringMatching(/^3\./) });
    expect(Object.keys(spec.json().paths)).toContain('/api/health/');
    const docs = await get('/api/docs/');
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });
});
