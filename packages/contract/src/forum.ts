import { z } from 'zod';
import { requiredText, textFieldMessages } from './fields.ts';
import { pageField, pageSizeField } from './pagination.ts';

/** The discussion forum. */

export const forumLimits = {
  /** A topic's title. */
  nameMax: 200,
  /** A topic's text. */
  textMax: 10_000,
  /** A comment's text. */
  commentMax: 5_000,
  /** Topics, 10 per page, newest first. */
  topicPageSize: 10,
  /** Comments, 10 per page, newest first. */
  commentPageSize: 10,
} as const;

export const forumMessages = {
  required: textFieldMessages.required,
  blank: textFieldMessages.blank,
  tooLong: textFieldMessages.tooLong,
  invalidId: 'A valid integer is required.',
  /** DRF's answer for a primary key that names nothing. */
  unknownObject: 'Invalid pk "{id}" - object does not exist.',
  /** A comment stays in the thread it was written in. */
  commentTopicFixed: 'A comment cannot be moved to another topic.',
} as const;

export const unknownObjectMessage = (id: number) =>
  forumMessages.unknownObject.replace('{id}', String(id));

/** Trimmed, non-blank text of at most `max` characters, with DRF's messages. */
/** A positive integer id; a select gives a string, an API client an integer. */
const idField = z
  .union([z.number(), z.string()], { error: forumMessages.required })
  .transform((value, context) => {
    const id = typeof value === 'number' ? value : /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
    if (Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647) return id;
    context.addIssue({ code: 'custom', message: forumMessages.invalidId });
    return z.NEVER;
  });

/** POST /api/forums/topics/ and PUT /api/forums/topics/{id}/: name, text, category_id. */
export const topicInputSchema = z.object({
  name: requiredText(forumLimits.nameMax),
  text: requiredText(forumLimits.textMax),
  category_id: idField,
});
export type TopicInput = z.input<typeof topicInputSchema>;
export type TopicDraft = z.output<typeof topicInputSchema>;

/** POST /api/forums/comments/ and PUT /api/forums/comments/{id}/: topic, text. */
export const commentInputSchema = z.object({
  topic: idField,
  text: requiredText(forumLimits.commentMax),
});
export type CommentInput = z.input<typeof commentInputSchema>;
export type CommentDraft = z.output<typeof commentInputSchema>;

/**
 * GET /api/forums/topics/{id}/?comments_page=&comments_page_size=: which page of comments the
 * detail carries, 10 a page unless asked otherwise (the same bounds as every list's page_size).
 */
export const topicDetailQuerySchema = z.object({
  comments_page: pageField.optional(),
  comments_page_size: pageSizeField.optional(),
});

export const forumCategorySchema = z.object({ id: z.number().int(), name: z.string() });
export type ForumCategory = z.infer<typeof forumCategorySchema>;

/** The author of a topic or comment, as the forum shows them. */
export const forumAuthorSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
});
export type ForumAuthor = z.infer<typeof forumAuthorSchema>;

/** A comment. `can_edit`/`can_delete` say what the caller may do with it. */
export const commentSchema = z.object({
  id: z.number().int(),
  topic: z.number().int(),
  text: z.string(),
  created_by: forumAuthorSchema,
  created_at: z.string(),
  updated_at: z.string(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;

/** A topic in the list with its comment count. */
export const topicSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  text: z.string(),
  category: forumCategorySchema,
  created_by: forumAuthorSchema,
  created_at: z.string(),
  updated_at: z.string(),
  comment_count: z.number().int(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
});
export type Topic = z.infer<typeof topicSchema>;

/** A topic with one page of its comments, newest first. */
export const topicDetailSchema = topicSchema.extend({
  comments: z.array(commentSchema),
  /** The page of comments carried, 1-based; clamped to the last page. */
  comments_page: z.number().int(),
  comments_page_count: z.number().int(),
});
export type TopicDetail = z.infer<typeof topicDetailSchema>;
