import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { createCourse, createUser } from '../test/factories.ts';
import { migrateDatabase } from './migrate.ts';
import { assignments } from './schema/assignments.ts';
import { contentUpgrades } from './schema/course-content.ts';
import { courseNotes } from './schema/learning.ts';

let testDatabase: TestDatabase;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
});

afterAll(async () => {
  await testDatabase?.cleanup();
});

const LINK = 'target="_blank" rel="noopener noreferrer nofollow"';

describe('the rich-text upgrade', () => {
  it('moves old notes and instructions onto the allow-list without losing what was written', async () => {
    const db = testDatabase.database.db;
    const instructor = await createUser(db, { role: 'instructor' });
    const course = await createCourse(db, { instructorId: instructor.id });
    // As the notes allow-list before the editor stored them: h1, b, outside images by https.
    const [note] = await db
      .insert(courseNotes)
      .values({
        courseId: course.id,
        authorId: instructor.id,
        title: 'Week 1',
        bodyHtml:
          '<h1>Odds</h1><p><b>Read</b> this</p><img src="https://img.example/roc.png" alt="ROC curve" loading="lazy" /><pre><code class="language-stata">x</code></pre>',
      })
      .returning();
    const [assignment] = await db
      .insert(assignments)
      .values({
        courseId: course.id,
        title: 'Task',
        // Plain text as sanitize-html stored it: escaped.
        instructions: 'Fit the model.\n\nReport &lt;AUC&gt; &amp; the odds ratio.\nBy Friday.',
        points: 10,
        dueAt: new Date('2027-01-01T00:00:00Z'),
        submissionKind: 'text',
      })
      .returning();
    await db.delete(contentUpgrades).where(eq(contentUpgrades.name, 'rich-text-allow-list-1'));

    await migrateDatabase(testDatabase.database);

    const [upgradedNote] = await db.select().from(courseNotes).where(eq(courseNotes.id, note!.id));
    expect(upgradedNote!.bodyHtml).toBe(
      `<h2>Odds</h2><p><strong>Read</strong> this</p><a href="https://img.example/roc.png" ${LINK}>ROC curve</a><pre><code>x</code></pre>`,
    );
    const [upgraded] = await db
      .select()
      .from(assignments)
      .where(eq(assignments.id, assignment!.id));
    expect(upgraded!.instructions).toBe(
      '<p>Fit the model.</p><p>Report &lt;AUC&gt; &amp; the odds ratio.<br />By Friday.</p>',
    );
    const applied = await db.select().from(contentUpgrades);
    expect(applied.map((row) => row.name)).toEqual(['rich-text-allow-list-1']);

    // Applied once: a second run leaves a text an author writes later alone.
    await db
      .update(assignments)
      .set({ instructions: 'plain again' })
      .where(eq(assignments.id, assignment!.id));
    await migrateDatabase(testDatabase.database);
    const [kept] = await db.select().from(assignments).where(eq(assignments.id, assignment!.id));
    expect(kept!.instructions).toBe('plain again');
  });
});
