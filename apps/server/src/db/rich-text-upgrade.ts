import { eq, sql } from 'drizzle-orm';
import { sanitizeRichText } from '../lib/rich-text.ts';
import type { Db, DbTransaction } from './client.ts';
import { assignments } from './schema/assignments.ts';
import { contentUpgrades } from './schema/course-content.ts';
import { courseNotes } from './schema/learning.ts';

/**
 * Stored rich text moved onto the one allow-list (lib/rich-text.ts) once, after the SQL
 * migrations: SQL cannot run sanitize-html. Each step is named in content_upgrades; the row is
 * claimed in the step's own transaction, so a second process starting at the same time waits on
 * it and then skips the step.
 */

const ATTRIBUTE = (name: string) => new RegExp(`\\s${name}="([^"]*)"`);

/**
 * Notes could show images from any https address; the allow-list keeps only our own uploads. An
 * outside image becomes a link to it named by its alt text, so nothing written is lost.
 */
export function keepOutsideImagesAsLinks(html: string): string {
  return html.replace(/<img\b[^>]*>/gi, (tag) => {
    const src = ATTRIBUTE('src').exec(tag)?.[1] ?? '';
    if (!/^https?:\/\//i.test(src)) return tag;
    const alt = ATTRIBUTE('alt').exec(tag)?.[1] ?? '';
    return `<a href="${src}">${alt || src}</a>`;
  });
}

const BLOCK_TAG = /<(p|h[1-6]|ul|ol|pre|blockquote|table|div|hr|img|iframe)\b/i;

/**
 * A stored text on the allow-list. What was stored had been through sanitize-html already, so a
 * text without blocks is escaped text (`&amp;`, `&lt;`), not plain text: its blank lines part
 * paragraphs and its newlines become breaks without escaping it twice.
 */
export function upgradeRichText(stored: string): string {
  const html = keepOutsideImagesAsLinks(stored);
  if (BLOCK_TAG.test(html)) return sanitizeRichText(html);
  const paragraphs = html
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .map((part) => `<p>${part.replace(/\n/g, '<br />')}</p>`);
  return sanitizeRichText(paragraphs.join(''));
}

type Step = { name: string; run: (tx: DbTransaction) => Promise<void> };

const STEPS: Step[] = [
  {
    name: 'rich-text-allow-list-1',
    run: async (tx) => {
      const notes = await tx
        .select({ id: courseNotes.id, body: courseNotes.bodyHtml })
        .from(courseNotes);
      for (const note of notes) {
        const upgraded = upgradeRichText(note.body);
        if (upgraded !== note.body) {
          await tx
            .update(courseNotes)
            .set({ bodyHtml: upgraded })
            .where(eq(courseNotes.id, note.id));
        }
      }
      const rows = await tx
        .select({ id: assignments.id, instructions: assignments.instructions })
        .from(assignments);
      for (const row of rows) {
        const upgraded = upgradeRichText(row.instructions);
        if (upgraded !== row.instructions) {
          await tx
            .update(assignments)
            .set({ instructions: upgraded })
            .where(eq(assignments.id, row.id));
        }
      }
    },
  },
];

/** Runs every step not yet recorded, each in one transaction. */
export async function upgradeStoredRichText(db: Db): Promise<void> {
  for (const step of STEPS) {
    await db.transaction(async (tx) => {
      const claimed = await tx.execute(
        sql`insert into ${contentUpgrades} (name) values (${step.name}) on conflict do nothing returning name`,
      );
      if (claimed.rows.length === 0) return;
      await step.run(tx);
    });
  }
}
