import type { FormatterModule } from 'i18next';
import { formatDigits } from './digits';
import { formatNumber } from './format';
import type { Language } from './i18n';

/**
 * Numbers put into a translation are written in the reader's digits: `{{count, number}}` grouped
 * (formatNumber), and any other number as it is, in Bangla digits in Bangla ('ধাপ ২ / ৩', not
 * 'ধাপ 2 / ৩'). Strings pass unchanged: an invoice number or an email stays as typed. With
 * `interpolation.alwaysFormat`, every value comes here, so no call can forget.
 */
export const numberFormatter: FormatterModule = {
  type: 'formatter',
  init() {},
  add() {},
  addCached() {},
  format(value: unknown, format: string | undefined, lng: string | undefined) {
    // Anything else comes back untouched (undefined still reads as a missing value).
    if (typeof value !== 'number') return value as string;
    const language: Language = lng === 'bn' ? 'bn' : 'en';
    return format?.trim() === 'number'
      ? formatNumber(value, language)
      : formatDigits(value, language);
  },
};
