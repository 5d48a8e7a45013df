import type { Language } from './i18n';

const BANGLA_DIGITS = ['০', '১', '২', '৩', '৪', '৫', '৬', '৭', '৮', '৯'];

/** Replaces ASCII digits with Bangla digits ('2026' → '২০২৬'). */
export function toBanglaDigits(text: string): string {
  return text.replace(/\d/g, (digit) => BANGLA_DIGITS[Number(digit)] ?? digit);
}

/** Digits of the current language for counts, page numbers and years. */
export function formatDigits(value: number | string, language: Language): string {
  const text = String(value);
  return language === 'bn' ? toBanglaDigits(text) : text;
}
