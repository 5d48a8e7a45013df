import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { operationName } from './openapi-operations.ts';

let testApp: TestApp;
let document: {
  paths: Record<string, Record<string, { operationId: string; security?: object[] }>>;
};
beforeAll(async () => {
  testApp = await createTestApp();
  document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
}, 60_000);
afterAll(() => testApp.close());

/**
 * Reads that take no input, need no token and have no limit: no 4xx answer is possible, so none
 * is documented, and the rule that asks for one is waived for them alone.
 */
const CANNOT_FAIL = [
  '/api/health/',
  '/api/ready/',
  '/api/categories/',
  '/api/checkout/options/',
].map((path) => `operation-4xx-response #/paths/${path.replaceAll('/', '~1')}/get/responses`);

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules (trailing slashes are the spec's)", async () => {
    const config = await createConfig({
      extends: ['recommended'],
      rules: { 'no-path-trailing-slash': 'off' },
    });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config,
    });
    const found = problems
      .map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}`)
      .filter((problem) => !CANNOT_FAIL.includes(problem));
    expect(found).toEqual([]);
  });

  it('documents no body for a 204 answer, which has none (RFC 9110, 15.3.5)', () => {
    // Prism, proxying, reported each 204 as 'media type "" does not match application/json'.
    const withBody = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => {
          const noContent = (operation as { responses?: Record<string, { content?: object }> })
            .responses?.['204'];
          return noContent?.content !== undefined;
        })
        .map(([method]) => `${method} ${path}`),
    );
    expect(withBody).toEqual([]);
  });

  it('says which operations need a token, as the routes answer a visitor', async () => {
    const mismatches: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        // A bearer token or an event-stream ticket, with no anonymous alternative.
        const requirements = operation.security ?? [];
        const needsToken =
          requirements.length > 0 &&
          requirements.every((requirement) => Object.keys(requirement).length > 0);
        const url = path.replace(/\{\w+\}/g, '1');
        const response = await testApp.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          ...(method === 'get' || method === 'delete' ? {} : { payload: {} }),
        });
        if (needsToken !== (response.statusCode === 401)) {
          mismatches.push(
            `${method} ${path}: documented ${needsToken ? 'signed in' : 'public'}, answered ${response.statusCode}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});

/** The web app's types of every path and operation, generated from this document. */
const typesFile = fileURLToPath(new URL('../../../web/src/lib/api-schema.d.ts', import.meta.url));
const TYPES_HEADER =
  '// Generated from the OpenAPI document by `npm run openapi:types`: do not edit.\n' +
  "// The server's openapi.test.ts fails when it no longer matches the routes.\n\n";

describe('the generated web types', () => {
  it('match the document (npm run openapi:types writes them)', async () => {
    const generated = TYPES_HEADER + astToString(await openapiTS(JSON.stringify(document)));
    if (process.env.UPDATE_API_TYPES === 'true') await writeFile(typesFile, generated);
    const committed = await readFile(typesFile, 'utf8').catch(() => '');
    expect(committed === generated, 'the web types are out of date: npm run openapi:types').toBe(
      true,
    );
  });
});

describe('operationName', () => {
  it('names an operation after what it does', () => {
    expect(operationName('get', '/api/courses/', false)).toBe('listCourses');
    expect(operationName('get', '/api/courses/{id}/', false)).toBe('getCourse');
    expect(operationName('get', '/api/courses/{id}/lessons/', false)).toBe('listCourseLessons');
    expect(operationName('get', '/api/accounts/profile/', false)).toBe('getAccountProfile');
    expect(operationName('post', '/api/forum/posts/', true)).toBe('createForumPost');
    expect(operationName('post', '/api/accounts/login/', false)).toBe('accountLogin');
    expect(operationName('put', '/api/admin/categories/{id}/', false)).toBe('updateAdminCategory');
    expect(operationName('delete', '/api/notes/{id}/', false)).toBe('deleteNote');
    expect(operationName('get', '/api/live-classes/{id}/status/', false)).toBe(
      'getLiveClassStatus',
    );
    expect(operationName('get', '/api/quizzes/{id}/', false)).toBe('getQuiz');
    expect(operationName('get', '/api/live-classes/{id}/calendar.ics', false)).toBe(
      'getLiveClassCalendar',
    );
    expect(operationName('post', '/api/quiz-attempts/{id}/submit/', false)).toBe(
      'quizAttemptSubmit',
    );
  });
});
