import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from './config.ts';

async function tempDir() {
  return mkdtemp(join(tmpdir(), 'academy-config-'));
}

describe('loadConfig', () => {
  it('applies the documented defaults', async () => {
    const dataDir = await tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: undefined,
      redisUrl: undefined,
      smtpUrl: undefined,
      seedDemo: true,
      publicUrl: 'http://127.0.0.1:3000',
    });
  });

  it('generates the signing secret once into DATA_DIR/secret and reuses it', async () => {
    const dataDir = await tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect((await readFile(join(dataDir, 'secret'), 'utf8')).trim()).toBe(first.jwtSecret);
  });

  it('generates the VAPID key pair once into DATA_DIR/vapid.json, unless both keys are given', async () => {
    const dataDir = await tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.webPush.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(first.webPush.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.webPush.subject).toBe('mailto:push@127.0.0.1');
    expect(loadConfig({ DATA_DIR: dataDir }).webPush).toEqual(first.webPush);
    expect(JSON.parse(await readFile(join(dataDir, 'vapid.json'), 'utf8'))).toEqual({
      publicKey: first.webPush.publicKey,
      privateKey: first.webPush.privateKey,
    });
    const given = loadConfig({
      DATA_DIR: await tempDir(),
      VAPID_PUBLIC_KEY: first.webPush.publicKey,
      VAPID_PRIVATE_KEY: first.webPush.privateKey,
      PUBLIC_URL: 'https://academy.example',
    });
    expect(given.webPush).toEqual({ ...first.webPush, subject: 'https://academy.example' });
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, VAPID_PUBLIC_KEY: first.webPush.publicKey }),
    ).toThrow('VAPID_PUBLIC_KEY: must be set together with VAPID_PRIVATE_KEY');
  });

  it('does not seed the demo by default on a PostgreSQL server, but can be told to', async () => {
    const dataDir = await tempDir();
    const url = 'postgres://127.0.0.1:5432/test';
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url, SEED_DEMO: 'true' }).seedDemo).toBe(
      true,
    );
    expect(loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('seeds the demo in production only when SEED_DEMO=true says so, whatever the database', async () => {
    const dataDir = await tempDir();
    const production = { DATA_DIR: dataDir, NODE_ENV: 'production' };
    expect(loadConfig(production)).toMatchObject({ production: true, seedDemo: false });
    expect(loadConfig({ ...production, SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    const url = 'postgres://127.0.0.1:5432/test';
    expect(loadConfig({ ...production, DATABASE_URL: url }).seedDemo).toBe(false);
    expect(loadConfig({ ...production, DATABASE_URL: url, SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'development' })).toMatchObject({
      production: false,
      seedDemo: true,
    });
  });

  it('derives PUBLIC_URL from HOST and PORT and strips a trailing slash from an explicit one', async () => {
    const dataDir = await tempDir();
    expect(loadConfig({ DATA_DIR: dataDir, HOST: '0.0.0.0', PORT: '8080' }).publicUrl).toBe(
      'http://0.0.0.0:8080',
    );
    expect(
      loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://academy.example.com/' }).publicUrl,
    ).toBe('https://academy.example.com');
  });

  it.each([
    ['PORT', 'eighty', 'PORT'],
    ['PORT', '70000', 'PORT'],
    ['DATABASE_URL', 'mysql://localhost/db', 'DATABASE_URL'],
    ['REDIS_URL', 'localhost:6379', 'REDIS_URL'],
    ['SMTP_URL', 'mail.example.com', 'SMTP_URL'],
    ['JWT_SECRET', 'short', 'JWT_SECRET'],
    ['SEED_DEMO', 'maybe', 'SEED_DEMO'],
    ['PUBLIC_URL', 'not a url', 'PUBLIC_URL'],
    ['TRUST_PROXY', 'true', 'TRUST_PROXY'],
    ['WEB_CONCURRENCY', '0', 'WEB_CONCURRENCY'],
    ['WEB_CONCURRENCY', 'two', 'WEB_CONCURRENCY'],
    ['TRUST_PROXY', '10.0.0.0/33', 'TRUST_PROXY'],
    ['TRUST_PROXY', 'nginx', 'TRUST_PROXY'],
  ])('refuses %s=%s with a message naming the variable', async (name, value, named) => {
    const dataDir = await tempDir();
    const attempt = () => loadConfig({ DATA_DIR: dataDir, [name]: value });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(new RegExp(`^Invalid environment configuration:\\n\\s+${named}: `));
  });

  it('reads TRUST_PROXY as off, a hop count, or a list of addresses and CIDRs', async () => {
    const dataDir = await tempDir();
    const trustProxy = (value?: string) =>
      loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value }).trustProxy;
    expect(trustProxy()).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('0')).toBe(false);
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('10.0.0.0/8, 127.0.0.1,::1, fd00::/8, loopback')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(() => trustProxy('10.0.0.1, proxy.local, 10.0.0.0/40')).toThrow(
      'TRUST_PROXY: must be false, a number of proxies, or a comma-separated list of IP addresses or CIDRs (not "proxy.local", "10.0.0.0/40")',
    );
    expect(() => trustProxy('true')).toThrow(/TRUST_PROXY: true would let any client forge/);
  });

  it('runs one process by default and several only on PostgreSQL with Redis', async () => {
    const dataDir = await tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).webConcurrency).toBe(1);
    const shared = {
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://127.0.0.1:5432/test',
      REDIS_URL: 'redis://127.0.0.1:6379',
    };
    expect(loadConfig({ ...shared, WEB_CONCURRENCY: '2' }).webConcurrency).toBe(2);
    const refusal =
      'WEB_CONCURRENCY: more than 1 worker needs DATABASE_URL and REDIS_URL (the embedded database belongs to one process';
    expect(() => loadConfig({ DATA_DIR: dataDir, WEB_CONCURRENCY: '2' })).toThrow(refusal);
    expect(() => loadConfig({ ...shared, REDIS_URL: '', WEB_CONCURRENCY: '2' })).toThrow(refusal);
  });

  it('reads HSTS_MAX_AGE as seconds, off when unset', async () => {
    const dataDir = await tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).hstsMaxAgeSeconds).toBeNull();
    expect(loadConfig({ DATA_DIR: dataDir, HSTS_MAX_AGE: '31536000' }).hstsMaxAgeSeconds).toBe(
      31536000,
    );
    for (const bad of ['-1', '1.5', 'a year', '63072001']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, HSTS_MAX_AGE: bad })).toThrow(/HSTS_MAX_AGE/);
    }
  });

  it('lists every bad variable at once', async () => {
    const dataDir = await tempDir();
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'x', REDIS_URL: 'nope' })).toThrow(
      /PORT: .*\n\s+REDIS_URL: /,
    );
  });

  it('has every variable it reads documented in .env.example, and no other', async () => {
    const example = await readFile(new URL('../../../.env.example', import.meta.url), 'utf8');
    // The last section lists what docker compose reads, not the server.
    const [serverPart = ''] = example.split('# ---- Read by docker compose');
    const documented = new Set(
      [...serverPart.matchAll(/^(?:# )?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]),
    );
    expect([...documented].sort()).toEqual([...CONFIG_VARIABLES].sort());
  });

  it('offers a gateway only when all its variables are set, and names the missing ones', async () => {
    const dataDir = await tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).payments).toMatchObject({
      bkash: null,
      sslcommerz: null,
      timeoutMs: 30000,
    });
    const bkash = {
      BKASH_BASE_URL: 'https://tokenized.sandbox.bka.sh/v1.2.0-beta/',
      BKASH_USERNAME: 'user',
      BKASH_PASSWORD: 'pass',
      BKASH_APP_KEY: 'key',
      BKASH_APP_SECRET: 'secret',
    };
    expect(loadConfig({ DATA_DIR: dataDir, ...bkash }).payments.bkash).toEqual({
      baseUrl: 'https://tokenized.sandbox.bka.sh/v1.2.0-beta',
      username: 'user',
      password: 'pass',
      appKey: 'key',
      appSecret: 'secret',
    });
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, SSLCOMMERZ_STORE_ID: 'store', BKASH_BASE_URL: 'nope' }),
    ).toThrow(
      /BKASH_BASE_URL: must be an absolute URL[\s\S]*SSLCOMMERZ_BASE_URL: must be set together with SSLCOMMERZ_STORE_ID/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, PAYMENT_SIMULATOR: '1', ...bkash })).toThrow(
      /PAYMENT_SIMULATOR: cannot be combined with BKASH_BASE_URL/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, PAYMENT_GATEWAY_TIMEOUT_MS: '50' })).toThrow(
      /PAYMENT_GATEWAY_TIMEOUT_MS: must be between 1000 and 120000/,
    );
  });

  it('treats empty variables as unset', async () => {
    const dataDir = await tempDir();
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: '', PORT: '' })).toMatchObject({
      databaseUrl: undefined,
      port: 3000,
    });
  });
});
