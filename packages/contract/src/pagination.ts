import { z } from 'zod';

/** The most items any list answers in one page, whatever `?page_size=` asks for. */
export const MAX_PAGE_SIZE = 100;

export const paginationMessages = {
  invalidPage: 'Enter a page number of 1 or more.',
  invalidPageSize: `Enter a page size from 1 to ${MAX_PAGE_SIZE}.`,
  /** A page past the last one (404, as DRF words it). */
  pastTheLastPage: 'Invalid page.',
} as const;

/** ?page=: a whole number of 1 or more. */
export const pageField = z.coerce
  .number({ message: paginationMessages.invalidPage })
  .int(paginationMessages.invalidPage)
  .min(1, paginationMessages.invalidPage);

/** ?page_size=: a whole number from 1 to MAX_PAGE_SIZE; every list honours it. */
export const pageSizeField = z.coerce
  .number({ message: paginationMessages.invalidPageSize })
  .int(paginationMessages.invalidPageSize)
  .min(1, paginationMessages.invalidPageSize)
  .max(MAX_PAGE_SIZE, paginationMessages.invalidPageSize);

/** Lists that can grow accept ?page= and ?page_size= and answer this envelope. */
export const pageQuerySchema = z.object({
  page: pageField.optional(),
  page_size: pageSizeField.optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export type Page<T> = {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
};

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}
