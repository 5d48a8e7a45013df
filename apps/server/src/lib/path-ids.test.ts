import { errorMessages } from '@academy/contract/errors';
import type { Role } from '@academy/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { authHeader, createUser } from '../test/factories.ts';

type Parameter = { in: string; name: string; schema?: { format?: string } };
type OpenApi = { paths: Record<string, Record<string, { parameters?: Parameter[] }>> };

/** Values a numeric path id must refuse: not a number, negative, zero, past int4 (and past 2^64). */
const notIds = ['abc', '-1', '0', '99999999999999999999'];

let testApp: TestApp;
let routes: { method: string; path: string; names: string[] }[];
let readers: Record<string, string>[];

beforeAll(async () => {
  testApp = await createTestApp();
  const openapi = (
    await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })
  ).json<OpenApi>();
  // Numeric path ids are named `id` or `…Id`; the failed jobs' ids are UUIDs.
  routes = Object.entries(openapi.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).flatMap(([method, operation]) => {
      const names = (operation.parameters ?? [])
        .filter((p) => p.in === 'path' && /^(id|\w+Id)$/.test(p.name))
        .filter((p) => p.schema?.format !== 'uuid')
        .map((p) => p.name);
      return names.length > 0 ? [{ method: method.toUpperCase(), path, names }] : [];
    }),
  );
  const reader = async (role: Role) =>
    authHeader(testApp.app, await createUser(testApp.app.db, { role }));
  // Each route is asked by the first of these its guard lets through.
  readers = [{}, await reader('learner'), await reader('instructor'), await reader('admin')];
});
afterAll(() => testApp.close());

describe('numeric ids in paths', () => {
  it('are found in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(60);
  });

  it('answer 404 Not found for anything but an id from 1 to int4, on every route', async () => {
    const wrong: string[] = [];
    for (const { method, path, names } of routes) {
      for (const name of names) {
        for (const value of notIds) {
          // The other ids of the path are real-looking, so only this one is wrong.
          const url = path.replace(/\{([^}]+)\}/g, (_, param) => (param === name ? value : '1'));
          let response;
          for (const headers of readers) {
            response = await testApp.app.inject({
              method: method as 'GET',
              url,
              headers,
              ...(['POST', 'PUT', 'PATCH'].includes(method) ? { payload: {} } : {}),
            });
            if (response.statusCode !== 401 && response.statusCode !== 403) break;
          }
          const answer = `${response!.statusCode} ${response!.body}`;
          if (answer !== `404 ${JSON.stringify({ detail: errorMessages.notFound })}`) {
            wrong.push(`${method} ${url} ${answer}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
