import { openDatabase } from '../src/db/client.ts';
import { listCoursesPage } from '../src/modules/catalogue/course-list-service.ts';
import { courseListItemSchema } from '@academy/contract/catalogue';
import { pageSchema } from '@academy/contract/pagination';
import { z } from 'zod';
const db = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/academy_bench_scratch', dataDir: '/tmp' });
const schema = z.union([pageSchema(courseListItemSchema), z.array(courseListItemSchema)]);
for (const q of [{ page: 1 }, { page: 1, search: 'machine learning' }, { page: 2, category: 'data-analysis', min_price: '2000', max_price: '15000', min_rating: 3.5, ordering: 'price-low' }]) {
  let page: any;
  for (let i = 0; i < 20; i++) page = await listCoursesPage(db.db, q as never, 41, '/x');
  let t0 = performance.now();
  for (let i = 0; i < 50; i++) page = await listCoursesPage(db.db, q as never, 41, '/x');
  const service = (performance.now() - t0) / 50;
  t0 = performance.now();
  for (let i = 0; i < 200; i++) JSON.stringify(schema.parse(page));
  const ser = (performance.now() - t0) / 200;
  console.log(JSON.stringify(q), 'service', service.toFixed(2), 'ms; zod+stringify', ser.toFixed(2), 'ms');
}
await db.close();
