import { toPoisha, type MoneyInput } from '@academy/contract/money';
import { toBanglaDigits } from './digits';
import type { Language } from './i18n';

/** Groups in threes (en) or the South Asian 3-then-2 way used in Bangla (১,৫০,০০০). */
function groupDigits(digits: string, language: Language): string {
  if (language === 'en' || digits.length <= 3) {
    return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  }
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${rest},${lastThree}`;
}

/**
 * A BDT amount for display: formatBdt('15000.00', 'en') → '৳15,000.00', in Bangla '৳১৫,০০০.০০'.
 * Works on the decimal string (integer poisha), never on a float.
 */
export function formatBdt(amount: MoneyInput, language: Language): string {
  const poisha = toPoisha(amount);
  const negative = poisha < 0n;
  const absolute = negative ? -poisha : poisha;
  const whole = groupDigits((absolute / 100n).toString(), language);
  const fraction = (absolute % 100n).toString().padStart(2, '0');
  const text = `${negative ? '-' : ''}৳${whole}.${fraction}`;
  return language === 'bn' ? toBanglaDigits(text) : text;
}
