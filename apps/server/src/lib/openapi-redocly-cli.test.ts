import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

/*
 * Redocly's own command line (`redocly lint`, the tool people run on their documents) over the
 * document the app serves, with the repository's redocly.yaml; beside openapi.test.ts, which
 * holds the same rules through the library. `npm run lint:openapi` runs this file alone.
 */
const repository = fileURLToPath(new URL('../../../../', import.meta.url));
const redocly = join(repository, 'node_modules/.bin/redocly');

/** Reads that take no input, need no token and have no limit: no 4xx answer is possible. */
const CANNOT_FAIL = [
  '/api/health/',
  '/api/ready/',
  '/api/categories/',
  '/api/checkout/options/',
].map((path) => `operation-4xx-response #/paths/${path.replaceAll('/', '~1')}/get/responses`);

type Problem = { ruleId: string; severity: string; location: { pointer: string }[] };

let testApp: TestApp;
let directory: string;
beforeAll(async () => {
  testApp = await createTestApp();
  directory = await mkdtemp(join(tmpdir(), 'openapi-'));
}, 60_000);
afterAll(async () => {
  await testApp.close();
  await rm(directory, { recursive: true, force: true });
});

/** Every problem `redocly lint` reports in `document`, as 'rule pointer', and its exit status. */
async function lint(document: unknown): Promise<{ status: number | null; found: string[] }> {
  const file = join(directory, 'openapi.json');
  await writeFile(file, JSON.stringify(document));
  const run = spawnSync(
    redocly,
    ['lint', '--config', join(repository, 'redocly.yaml'), '--format=json', file],
    {
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  const { problems } = JSON.parse(run.stdout) as { problems: Problem[] };
  const found = problems
    .map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}`)
    .filter((problem) => !CANNOT_FAIL.includes(problem));
  return { status: run.status, found };
}

describe("Redocly's CLI on the OpenAPI document", () => {
  it('finds no error and no warning in the served document', async () => {
    const document: unknown = (
      await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })
    ).json();
    const { status, found } = await lint(document);
    expect(found).toEqual([]);
    expect(status).toBe(0);
  }, 60_000);

  it('fails on a document that breaks the rules (its own check)', async () => {
    const broken = {
      openapi: '3.1.0',
      info: { title: 'broken', version: '1' },
      paths: { '/a/': { get: { responses: { '200': { description: 'ok' } } } } },
    };
    const { status, found } = await lint(broken);
    expect(status).not.toBe(0);
    expect(found).toEqual(
      expect.arrayContaining([
        'no-empty-servers #/openapi',
        'operation-summary #/paths/~1a~1/get/summary',
        'operation-operationId #/paths/~1a~1/get/operationId',
      ]),
    );
  }, 60_000);
});
