import { formatTaka, type MoneyInput } from '@academy/contract/money';
import type { Language } from './i18n';

/**
 * A BDT amount for display: formatBdt('15000.00', 'en') → '৳15,000.00', in Bangla '৳১৫,০০০.০০'.
 * Works on the decimal string (integer poisha), never on a float; the contract's formatTaka, as
 * the server's mails use it.
 */
export function formatBdt(amount: MoneyInput, language: Language): string {
  return formatTaka(amount, language);
}
