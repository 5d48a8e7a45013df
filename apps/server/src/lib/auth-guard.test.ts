import { errorMessages } from '@academy/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

type Operation = { security?: Record<string, string[]>[] };
type OpenApi = { paths: Record<string, Record<string, Operation>> };

let testApp: TestApp;
let operations: { method: string; path: string }[];

beforeAll(async () => {
  testApp = await createTestApp();
  const openapi = (
    await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })
  ).json<OpenApi>();
  operations = Object.entries(openapi.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod)
      // Routes for signed-in users only: bearer security with no anonymous alternative.
      .filter(
        ([, operation]) =>
          operation.security?.length === 1 && operation.security[0]?.bearer !== undefined,
      )
      .map(([method]) => ({ method: method.toUpperCase(), path })),
  );
});
afterAll(() => testApp.close());

describe('routes for signed-in users', () => {
  it('are found in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it('answer a visitor 401 before looking at the request, whatever its ids and body', async () => {
    const answers: string[] = [];
    for (const { method, path } of operations) {
      // An id that is not one and a body that is not valid: authentication must come first.
      const url = path.replace(/\{[^}]+\}/g, 'not-an-id');
      const response = await testApp.app.inject({
        method: method as 'GET',
        url: `${url}?page=zero&page_size=-1`,
        ...(['POST', 'PUT', 'PATCH'].includes(method) ? { payload: { junk: true } } : {}),
      });
      answers.push(`${method} ${path} ${response.statusCode} ${response.body}`);
    }
    const refused = ` 401 ${JSON.stringify({ detail: errorMessages.notAuthenticated })}`;
    // An answer to HEAD has no body: its 401 is the whole of it.
    const wrong = answers.filter(
      (answer) => !(answer.endsWith(refused) || /^HEAD .* 401 $/.test(answer)),
    );
    expect(wrong).toEqual([]);
  });
});
