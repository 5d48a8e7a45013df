import { z } from 'zod';
import { notebookCellSchema } from './notebooks.ts';

/**
 * Reading lessons: a lesson's article (rich text) and notebook, with an estimated reading time.
 */

export const readingLimits = {
  /** Characters of article HTML as the editor sends it, before sanitising. */
  articleMax: 200_000,
  /** Reading speed behind the estimate (docs/rules.md, Reading lessons). */
  wordsPerMinute: 200,
} as const;

/** Whole minutes to read `words` words, at least 1 for any article; 0 without one. */
export function readingMinutes(words: number): number {
  return words <= 0 ? 0 : Math.max(1, Math.ceil(words / readingLimits.wordsPerMinute));
}

/** Words in a text: runs of letters, digits or marks (Bangla vowel signs count with their word). */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}\p{M}]+(?:['’.-][\p{L}\p{N}\p{M}]+)*/gu)?.length ?? 0;
}

export const readingMessages = {
  noArticle: 'This lesson has no article to read.',
  notYourCourse: 'Only the instructor of this course can change its lessons.',
  notEnrolled: 'You are not enrolled in this course.',
} as const;

/** PUT /api/lessons/{id}/article/: the article as the editor wrote it ('' removes it). */
export const lessonArticleInputSchema = z.object({
  article: z.string().max(readingLimits.articleMax, {
    message: `Ensure this field has no more than ${readingLimits.articleMax} characters.`,
  }),
});
export type LessonArticleInput = z.infer<typeof lessonArticleInputSchema>;

/** GET /api/lessons/{id}/reading/: what a lesson gives to read. */
export const lessonReadingSchema = z.object({
  lesson_id: z.number().int(),
  /** Allow-listed rich text; '' when the lesson has no article. */
  article: z.string(),
  reading_minutes: z.number().int(),
  notebook: z.object({ name: z.string(), cells: z.array(notebookCellSchema) }).nullable(),
  /** The caller may change the article and notebook (the course's instructor or staff). */
  can_edit: z.boolean(),
});
export type LessonReading = z.infer<typeof lessonReadingSchema>;
