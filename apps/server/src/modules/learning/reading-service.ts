import { eq } from 'drizzle-orm';
import {
  countWords,
  readingMessages,
  readingMinutes,
  type LessonReading,
} from '@academy/contract/readings';
import { notebookLimits, notebookMessages } from '@academy/contract/notebooks';
import type { Db } from '../../db/client.ts';
import { lessons } from '../../db/schema/course-content.ts';
import type { AccessClaims } from '../../lib/access-tokens.ts';
import { fieldError, forbidden, notFound } from '../../lib/http-errors.ts';
import { NotebookError, parseNotebook } from '../../lib/notebook.ts';
import { richTextFromInput, richTextToPlainText } from '../../lib/rich-text.ts';
import { loadCourseMembership } from '../enrolment/course-membership.ts';

/** The multipart field of PUT /api/lessons/{id}/notebook/. */
export const NOTEBOOK_FIELD = 'notebook';

/** The lesson's course id, or 404. */
async function lessonCourse(db: Db, lessonId: number): Promise<number> {
  const [lesson] = await db
    .select({ courseId: lessons.courseId })
    .from(lessons)
    .where(eq(lessons.id, lessonId));
  if (!lesson) throw notFound();
  return lesson.courseId;
}

/** 403 unless the caller is the lesson's instructor or staff. */
export async function assertCanEditLesson(
  db: Db,
  user: AccessClaims,
  lessonId: number,
): Promise<void> {
  const membership = await loadCourseMembership(db, user, await lessonCourse(db, lessonId));
  if (!membership.canManage) throw forbidden(readingMessages.notYourCourse);
}

/** GET /api/lessons/{id}/reading/: for the course's learners, its instructor and staff. */
export async function readLesson(
  db: Db,
  user: AccessClaims,
  lessonId: number,
): Promise<LessonReading> {
  const membership = await loadCourseMembership(db, user, await lessonCourse(db, lessonId));
  if (!membership.isEnrolled && !membership.canManage) throw forbidden(readingMessages.notEnrolled);
  const [lesson] = await db
    .select({
      article: lessons.articleHtml,
      words: lessons.articleWords,
      notebookName: lessons.notebookName,
      notebookCells: lessons.notebookCells,
    })
    .from(lessons)
    .where(eq(lessons.id, lessonId));
  return {
    lesson_id: lessonId,
    article: lesson!.article,
    reading_minutes: readingMinutes(lesson!.words),
    notebook:
      lesson!.notebookName && lesson!.notebookCells
        ? { name: lesson!.notebookName, cells: lesson!.notebookCells }
        : null,
    can_edit: membership.canManage,
  };
}

/**
 * PUT /api/lessons/{id}/article/: the article through the allow-list, with its word count for
 * the reading time; '' (or markup with nothing visible) removes it.
 */
export async function saveLessonArticle(
  db: Db,
  user: AccessClaims,
  lessonId: number,
  article: string,
): Promise<LessonReading> {
  await assertCanEditLesson(db, user, lessonId);
  const html = article.trim() === '' ? '' : richTextFromInput(article);
  const words = countWords(richTextToPlainText(html));
  const stored = words === 0 && !/<(img|iframe)\b|data-math=/.test(html) ? '' : html;
  await db
    .update(lessons)
    .set({ articleHtml: stored, articleWords: stored ? words : 0 })
    .where(eq(lessons.id, lessonId));
  return readLesson(db, user, lessonId);
}

/** Whether the lesson has an article a learner can read to its end. */
export async function assertHasArticle(db: Db, lessonId: number): Promise<void> {
  const [lesson] = await db
    .select({ article: lessons.articleHtml })
    .from(lessons)
    .where(eq(lessons.id, lessonId));
  if (!lesson) throw notFound();
  if (lesson.article === '') throw fieldError('lesson', readingMessages.noArticle);
}

/**
 * PUT /api/lessons/{id}/notebook/: a checked notebook, kept as sent (for download) with the
 * cells the page shows. Throws a field error naming what is wrong with a malformed one.
 */
export async function saveLessonNotebook(
  db: Db,
  user: AccessClaims,
  lessonId: number,
  file: { name: string; bytes: Buffer },
): Promise<LessonReading> {
  if (file.bytes.length > notebookLimits.maxBytes) {
    throw fieldError(NOTEBOOK_FIELD, notebookMessages.tooLarge);
  }
  let cells;
  try {
    cells = parseNotebook(file.bytes.toString('utf8'));
  } catch (error) {
    if (error instanceof NotebookError) throw fieldError(NOTEBOOK_FIELD, error.message);
    throw error;
  }
  const name = /\.ipynb$/i.test(file.name) ? file.name.slice(0, 200) : 'notebook.ipynb';
  await db
    .update(lessons)
    .set({ notebookSource: file.bytes.toString('utf8'), notebookName: name, notebookCells: cells })
    .where(eq(lessons.id, lessonId));
  return readLesson(db, user, lessonId);
}

/** GET /api/lessons/{id}/notebook/: the notebook as uploaded, for its readers. */
export async function readLessonNotebook(
  db: Db,
  user: AccessClaims,
  lessonId: number,
): Promise<{ name: string; source: string }> {
  const membership = await loadCourseMembership(db, user, await lessonCourse(db, lessonId));
  if (!membership.isEnrolled && !membership.canManage) throw forbidden(readingMessages.notEnrolled);
  const [lesson] = await db
    .select({ name: lessons.notebookName, source: lessons.notebookSource })
    .from(lessons)
    .where(eq(lessons.id, lessonId));
  if (!lesson?.name || lesson.source === null) throw notFound();
  return { name: lesson.name, source: lesson.source };
}
