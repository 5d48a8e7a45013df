import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import { selectCourses } from '../src/modules/catalogue/course-filters.ts';
import { courseRowsQuery } from '../src/modules/catalogue/course-rows.ts';
const client = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/academy_bench_scratch' });
await client.connect();
const dialect = new PgDialect();
const q = dialect.sqlToQuery(courseRowsQuery({ selection: selectCourses({}), userId: 41, window: { limit: 12, offset: 0 } }));
async function time(label: string, run: () => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await run();
  const t0 = performance.now();
  for (let i = 0; i < 100; i++) await run();
  console.log(label, ((performance.now() - t0) / 100).toFixed(2), 'ms');
}
await time('unnamed', () => client.query({ text: q.sql, values: q.params }));
await time('named', () => client.query({ name: 'list1', text: q.sql, values: q.params }));
await time('select 1', () => client.query('select 1'));
await client.end();
