import { checkoutMessages } from '@academy/contract/checkout';
import { enrolmentMessages, paymentStatuses } from '@academy/contract/enrolment';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { keysByMessage } from '../../../lib/contract-message';
import { useFieldMessage } from '../../../lib/field-message';

const keyByMessage = keysByMessage(enrolmentMessages);
const checkoutKeyByMessage = keysByMessage(checkoutMessages);

/** "The amount does not match … (৳26000.00)." carries the amount; the rest is a fixed text. */
const AMOUNT_MISMATCH = /^The amount does not match the price of this course \((৳[\d.]+)\)\.$/;
/** "This payment has already been approved." */
const ALREADY_DECIDED = /^This payment has already been (approved|rejected|pending)\.$/;

/**
 * Translates what the server or the form says about a payment: the contract's enrolment and
 * field messages map to the `enrolment:server.*` and validation keys; any other text (a server's
 * own wording) passes through unchanged.
 */
export function useEnrolmentMessage(): (message: string) => string {
  const { t } = useTranslation(['enrolment', 'checkout']);
  const fieldMessage = useFieldMessage();
  return useCallback(
    (message: string) => {
      const amount = AMOUNT_MISMATCH.exec(message);
      if (amount) return t('server.amountMismatch', { amount: amount[1] });
      const decided = ALREADY_DECIDED.exec(message)?.[1];
      const status = paymentStatuses.find((value) => value === decided);
      if (status) return t('server.alreadyDecided', { status: t(`status.${status}`) });
      const key = keyByMessage.get(message);
      if (key && key !== 'amountMismatch' && key !== 'alreadyDecided') return t(`server.${key}`);
      const checkoutKey = checkoutKeyByMessage.get(message);
      if (checkoutKey) return t(`checkout:server.${checkoutKey}`);
      return fieldMessage(message);
    },
    [t, fieldMessage],
  );
}
