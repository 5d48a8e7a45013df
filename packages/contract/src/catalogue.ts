import { z } from 'zod';

/** A catalogue category (instructor-forum-chat.md §3: category_id, category_name). */
export const categorySchema = z.object({
  category_id: z.number().int(),
  category_name: z.string(),
  slug: z.string(),
});
export type Category = z.infer<typeof categorySchema>;
