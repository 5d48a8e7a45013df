import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { selectCourses } from '../src/modules/catalogue/course-filters.ts';
import { courseRowsQuery } from '../src/modules/catalogue/course-rows.ts';
const db = await openDatabase({ databaseUrl: process.env.URL ?? 'postgres://postgres@127.0.0.1:5432/academy_bench_scratch', dataDir: '/tmp/pgl-scratch' });
const cases: [string, any][] = [
  ['list', { }],
  ['filtered', { category: 'data-analysis', min_price: '2000', max_price: '15000', min_rating: 3.5, ordering: 'price-low' }],
  ['search', { search: 'machine learning' }],
  ['search typo', { search: 'statistcs' }],
];
for (const [name, query] of cases) {
  const words = query.search ? query.search.split(' ') : null;
  const q = courseRowsQuery({ selection: selectCourses(query, words), userId: 41, window: { limit: 12, offset: name === 'filtered' ? 12 : 0 } });
  await db.db.execute(sql`select set_config('pg_trgm.word_similarity_threshold', '0.5', false), set_config('enable_seqscan', ${words ? 'off' : 'on'}, false)`);
  const r = await db.db.execute(sql`explain (analyze, buffers off, costs off) ${q}`);
  console.log('=====', name);
  console.log(r.rows.map((row: any) => row['QUERY PLAN']).join('\n'));
}
await db.close();
