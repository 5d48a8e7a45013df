import { PRICE_FILTER_MAX, PRICE_FILTER_MIN } from '@academy/contract/catalogue-rules';
import { z } from 'zod';

/**
 * The price filter form: whole taka from 0 to 100,000 (the default range), minimum
 * not above maximum, as the server checks it (contract courseListQuerySchema). Messages are keys
 * of the catalogue namespace's filters.
 */
const amount = z.coerce
  .number({ error: 'priceInvalid' })
  .int('priceInvalid')
  .min(PRICE_FILTER_MIN, 'priceInvalid')
  .max(PRICE_FILTER_MAX, 'priceInvalid');

const priceFilterSchema = z
  .object({ minPrice: amount, maxPrice: amount })
  .refine((value) => value.minPrice <= value.maxPrice, {
    path: ['maxPrice'],
    message: 'priceRangeInvalid',
  });

export type PriceFilterInput = z.input<typeof priceFilterSchema>;
export type PriceFilter = z.output<typeof priceFilterSchema>;
export type PriceFilterMessage = 'priceInvalid' | 'priceRangeInvalid';
export type PriceFilterErrors = Partial<Record<keyof PriceFilter, PriceFilterMessage>>;

/** The range to apply, or the first message of each field that is wrong. */
export function checkPriceFilter(
  input: PriceFilterInput,
): { filter: PriceFilter; errors?: never } | { filter?: never; errors: PriceFilterErrors } {
  const result = priceFilterSchema.safeParse(input);
  if (result.success) return { filter: result.data };
  const errors: PriceFilterErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'minPrice' || field === 'maxPrice') && !errors[field]) {
      errors[field] = issue.message as PriceFilterMessage;
    }
  }
  return { errors };
}
