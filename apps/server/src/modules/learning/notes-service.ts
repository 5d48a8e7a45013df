import { eq } from 'drizzle-orm';
import { learningMessages, type NoteDraft } from '@academy/contract/learning';
import type { Db } from '../../db/client.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { courseNotes } from '../../db/schema/learning.ts';
import type { AccessClaims } from '../../lib/access-tokens.ts';
import { fieldError, forbidden, notFound } from '../../lib/http-errors.ts';
import { hasVisibleContent, richTextFromInput } from '../../lib/rich-text.ts';
import { canManageNotes } from './policies.ts';

type NoteRow = typeof courseNotes.$inferSelect;

/** The draft with its body reduced to the allow-list; refused when nothing visible is left. */
function cleanDraft(draft: NoteDraft): { title: string; bodyHtml: string } {
  const bodyHtml = richTextFromInput(draft.body);
  if (!hasVisibleContent(bodyHtml)) throw fieldError('body', learningMessages.emptyNoteBody);
  return { title: draft.title, bodyHtml };
}

function assertCanManage(user: AccessClaims, course: { instructorId: number }) {
  if (!canManageNotes(user, course)) throw forbidden(learningMessages.notYourCourse);
}

/** POST /api/courses/{id}/notes/: the course's instructor (or staff) adds a note. */
export async function createNote(
  db: Db,
  user: AccessClaims,
  courseId: number,
  draft: NoteDraft,
): Promise<NoteRow> {
  const [course] = await db
    .select({ instructorId: courses.instructorId })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) throw notFound();
  assertCanManage(user, course);
  const [note] = await db
    .insert(courseNotes)
    .values({ courseId, authorId: user.userId, ...cleanDraft(draft) })
    .returning();
  return note!;
}

/** A note with its course's instructor, after checking the caller may change it. */
async function findManageableNote(db: Db, user: AccessClaims, noteId: number): Promise<NoteRow> {
  const [found] = await db
    .select({ note: courseNotes, instructorId: courses.instructorId })
    .from(courseNotes)
    .innerJoin(courses, eq(courses.id, courseNotes.courseId))
    .where(eq(courseNotes.id, noteId));
  if (!found) throw notFound();
  assertCanManage(user, found);
  return found.note;
}

/** PUT /api/notes/{id}/. */
export async function updateNote(
  db: Db,
  user: AccessClaims,
  noteId: number,
  draft: NoteDraft,
): Promise<NoteRow> {
  await findManageableNote(db, user, noteId);
  const [note] = await db
    .update(courseNotes)
    .set(cleanDraft(draft))
    .where(eq(courseNotes.id, noteId))
    .returning();
  if (!note) throw notFound();
  return note;
}

/** DELETE /api/notes/{id}/. */
export async function deleteNote(db: Db, user: AccessClaims, noteId: number): Promise<void> {
  await findManageableNote(db, user, noteId);
  await db.delete(courseNotes).where(eq(courseNotes.id, noteId));
}
