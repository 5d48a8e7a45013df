import { z } from 'zod';
import { MONEY_PATTERN } from './money.ts';

/**
 * An amount as sent over the wire: digits with at most two decimals. Apart from money.ts, whose
 * helpers the web computes prices with, so that computing a price never loads zod.
 */
export const moneySchema = z.string().regex(MONEY_PATTERN, 'Enter a valid amount.');
