import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../db/schema/catalogue.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.db.insert(categories).values([
    { name: 'Data Analysis', slug: 'data-analysis', position: 3 },
    { name: 'Clinical Research', slug: 'clinical-research', position: 1 },
    { name: 'Medical Writing', slug: 'medical-writing', position: 2 },
  ]);
});
afterAll(() => testApp.close());

describe('GET /api/categories/', () => {
  it('lists every category in display order with the API field names', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/categories/' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.map((category: { category_name: string }) => category.category_name)).toEqual([
      'Clinical Research',
      'Medical Writing',
      'Data Analysis',
    ]);
    expect(body[0]).toEqual({
      category_id: expect.any(Number),
      category_name: 'Clinical Research',
      // No Bangla name given: the web shows the English one (categories.name_bn).
      category_name_bn: '',
      slug: 'clinical-research',
    });
  });
});
