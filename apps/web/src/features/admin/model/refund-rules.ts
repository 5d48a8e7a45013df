import { adminMessages, refundMessages, refundRequestSchema } from '@academy/contract/admin';
import { compareMoney, isMoney, normaliseMoney } from '@academy/contract/money';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { formatBdt } from '../../../lib/money';

/**
 * The server's refund rules for the refund form: the contract's schema (an amount above zero with
 * at most two decimals, a reason) and at most what is left to refund. Errors carry the contract's
 * English messages; useRefundMessage translates them.
 */
export function refundFormSchema(refundable: string) {
  const tooMuch = refundMessages.tooMuch.replace('{max}', normaliseMoney(refundable));
  return refundRequestSchema.extend({
    amount: refundRequestSchema.shape.amount.refine(
      (amount) => !isMoney(amount) || compareMoney(amount, refundable) <= 0,
      tooMuch,
    ),
  });
}

/** Messages with a fixed text; tooMuch carries the amount and is matched by TOO_MUCH. */
type RefundMessageKey =
  Exclude<keyof typeof refundMessages, 'tooMuch'> | 'invalidAmount' | 'required';

const keyByMessage = new Map<string, RefundMessageKey>([
  ...Object.entries(refundMessages)
    .filter(([key]) => key !== 'tooMuch')
    .map(([key, message]) => [message as string, key as RefundMessageKey] as const),
  [adminMessages.invalidAmount, 'invalidAmount'],
  [adminMessages.required, 'required'],
]);

/** "At most ৳2000.00 can still be refunded on this order." carries the amount. */
const TOO_MUCH = /^At most ৳([\d.]+) can still be refunded on this order\.$/;

/** Translates a refund message of the server or of checkRefund; other text passes through. */
export function useRefundMessage(): (message: string) => string {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return useCallback(
    (message: string) => {
      const max = TOO_MUCH.exec(message)?.[1];
      if (max && isMoney(max)) return t('orders.server.tooMuch', { max: formatBdt(max, language) });
      const key = keyByMessage.get(message);
      return key ? t(`orders.server.${key}`) : message;
    },
    [t, language],
  );
}
