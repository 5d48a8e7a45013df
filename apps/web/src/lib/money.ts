import { toPoisha, type MoneyInput } from '@academy/contract/money';
import { groupDigits, toBanglaDigits } from './digits';
import type { Language } from './i18n';

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
