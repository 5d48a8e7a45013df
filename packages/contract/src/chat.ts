import { z } from 'zod';
import { requiredText, textFieldMessages, tooLongMessage } from './fields.ts';
import { roleSchema } from './roles.ts';

/** GET /api/chat/conversations/?page=: the inbox's page size unless ?page_size= says otherwise. */
export const CONVERSATIONS_PAGE_SIZE = 20;

/** Course chat and the inbox. */

export const chatLimits = {
  /** Longest message accepted. */
  contentMax: 2_000,
  /** Messages a history request returns unless told otherwise: the last 50. */
  historyDefault: 50,
  historyMax: 100,
  /** The chat refetches every 5 s (the fallback when the event stream is down). */
  pollMs: 5_000,
  /**
   * With the event stream up each message is pushed as it is sent, so the chat polls only to
   * recover from a stream that dropped without an error (a proxy closing an idle connection):
   * a missed message shows within 30 s, at a sixth of the requests of the 5 s fallback.
   */
  livePollMs: 30_000,
} as const;

export const chatMessages = {
  required: textFieldMessages.required,
  blank: textFieldMessages.blank,
  tooLong: tooLongMessage(chatLimits.contentMax),
  /** Only the course's enrolled learners, its instructor and staff take part. */
  notMember: 'Only learners enrolled in this course and its instructor can use its chat.',
} as const;

/** POST /api/chat/{courseId}/send/: content. */
export const sendMessageSchema = z.object({
  content: requiredText(chatLimits.contentMax),
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;

/** GET /api/chat/{courseId}/messages/?before=&limit=: the page of history before a message. */
export const messagesQuerySchema = z.object({
  before: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  limit: z.coerce.number().int().min(1).max(chatLimits.historyMax).optional(),
});
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;

/** A chat message. */
export const chatMessageSchema = z.object({
  message_id: z.number().int(),
  course_id: z.number().int(),
  content: z.string(),
  /** The sender's user id. */
  user: z.number().int(),
  user_name: z.string(),
  user_role: roleSchema,
  /** Server-relative path; absent means an avatar generated from the name. */
  user_profile_picture: z.string().nullable(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A row of the inbox list, one conversation. */
export const conversationSchema = z.object({
  course_id: z.number().int(),
  course_title: z.string(),
  thumbnail: z.string().nullable(),
  instructor_name: z.string(),
  /** When the newest message was sent; null for a chat nobody has written in yet. */
  last_message_at: z.string().nullable(),
});
export type Conversation = z.infer<typeof conversationSchema>;
