import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { seedBenchCatalogue } from './seed-courses.ts';
import { listCoursesPage } from '../src/modules/catalogue/course-list-service.ts';
import { selectCourses } from '../src/modules/catalogue/course-filters.ts';
import { courseRowsQuery } from '../src/modules/catalogue/course-rows.ts';
const dir = await mkdtemp(join(tmpdir(), 'pgl-scratch-'));
const db = await openDatabase({ dataDir: dir });
await migrateDatabase(db);
const { learnerId } = await seedBenchCatalogue(db.db, Number(process.env.N ?? 1000), 'x');
for (const search of [undefined, 'machine learning', 'epidemiology', 'neuro', 'statistcs']) {
  const t0 = performance.now();
  for (let i = 0; i < 5; i++) await listCoursesPage(db.db, { page: 1, search } as never, learnerId, '/x');
  console.log(search, ((performance.now() - t0) / 5).toFixed(1), 'ms');
}
const q = courseRowsQuery({ selection: selectCourses({}, { words: ['machine', 'learning'], fuzzy: false }), userId: learnerId, window: { limit: 12, offset: 0 } });
const r = await db.db.execute(sql`explain analyze ${q}`);
console.log(r.rows.map((row: any) => row['QUERY PLAN']).join('\n'));
await db.close();
