import { it } from 'vitest';
import { enrollments } from '../../db/schema/enrolment.ts';
import { createTestApp } from '../../test/app.ts';
import { createCourse, createUser } from '../../test/factories.ts';
import { selectChatCourse } from './chat-queries.ts';
it('debug', async () => {
  const t = await createTestApp();
  const db = t.app.db;
  const a = await createUser(db); const b = await createUser(db);
  const c = await createCourse(db);
  await db.insert(enrollments).values([{ userId: a.id, courseId: c.id, source: 'free' }, { userId: b.id, courseId: c.id, source: 'free' }]);
  console.log(a.id, b.id, await selectChatCourse(db, c.id, a.id), await selectChatCourse(db, c.id, b.id));
  await t.close();
});
