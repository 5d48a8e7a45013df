import type { Language } from './i18n';

const BANGLA_DIGITS = ['০', '১', '২', '৩', '৪', '৫', '৬', '৭', '৮', '৯'];

/** Replaces ASCII digits with Bangla digits ('2026' → '২০২৬'). */
export function toBanglaDigits(text: string): string {
  return text.replace(/\d/g, (digit) => BANGLA_DIGITS[Number(digit)] ?? digit);
}

/** Groups in threes (en) or the South Asian 3-then-2 way used in Bangla (১,৫০,০০০). */
export function groupDigits(digits: string, language: Language): string {
  if (language === 'en' || digits.length <= 3) {
    return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  }
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${rest},${lastThree}`;
}

/** Digits of the current language for counts, page numbers and years. */
export function formatDigits(value: number | string, language: Language): string {
  const text = String(value);
  return language === 'bn' ? toBanglaDigits(text) : text;
}
