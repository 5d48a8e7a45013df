import {
  REFUND_REASON_MAX_LENGTH,
  refundMessages,
  type AdminOrderDetail,
} from '@academy/contract/admin';
import { compareMoney } from '@academy/contract/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { controlClasses, FieldFrame } from '../../../../components/ui/field-frame';
import { ApiError, getErrorMessage, getFieldErrors } from '../../../../lib/api-error';
import { useLanguage } from '../../../../lib/i18n';
import { formatBdt } from '../../../../lib/money';
import { toast } from '../../../../lib/toasts';
import { useRefundOrder } from '../../api/refund-order';
import type { FormErrors } from '../../model/form-errors';
import { checkRefund, useRefundMessage } from '../../model/refund-rules';

/**
 * Refund in full or in part: the amount (at most what is left) and a reason, checked with the
 * server's rules, then a confirmation naming the amount, the buyer and what a full refund ends.
 * One request id per refund, kept across retries, so a double click or a resend refunds once.
 */
export function RefundForm({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation(['admin', 'checkout']);
  const language = useLanguage();
  const translate = useRefundMessage();
  const mutation = useRefundOrder(order.invoice_number);
  const [amount, setAmount] = useState(order.refundable_amount);
  const [reason, setReason] = useState('');
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [errors, setErrors] = useState<FormErrors>({});
  const [isConfirming, setIsConfirming] = useState(false);
  const form = { amount: amount.trim(), reason, request_id: requestId };
  // Only read once the form passed checkRefund, so the amount is a valid one.
  const isFull = isConfirming && compareMoney(form.amount, order.refundable_amount) === 0;

  function review() {
    const found = checkRefund(form, order.refundable_amount);
    setErrors(found ?? {});
    if (!found) setIsConfirming(true);
  }

  async function send() {
    try {
      const result = await mutation.mutateAsync(form);
      // Refunded at once, accepted and waiting for the gateway, or its answer still awaited.
      toast.success(
        t(`orders.refundSent.${result.refund.status}`, {
          amount: formatBdt(result.refund.amount, language),
        }),
      );
      setRequestId(crypto.randomUUID());
      setReason('');
      setIsConfirming(false);
    } catch (error) {
      setIsConfirming(false);
      const message = getErrorMessage(error, t('orders.refundFailed'));
      if (error instanceof ApiError && message === refundMessages.requestReused) {
        setRequestId(crypto.randomUUID());
      }
      const fields = getFieldErrors(error);
      setErrors(Object.keys(fields).length > 0 ? fields : { '': message });
    }
  }

  if (isConfirming) {
    return (
      <section
        aria-labelledby="refund-confirm"
        className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
      >
        <h3 id="refund-confirm" className="font-semibold text-ink">
          {t('orders.confirmTitle')}
        </h3>
        <p className="text-sm text-ink">
          {t('orders.confirmSummary', {
            amount: formatBdt(form.amount, language),
            name: order.buyer.name,
            gateway: t(`checkout:gateways.${order.gateway}`),
            reason: reason.trim(),
          })}
        </p>
        {isFull && <p className="text-sm font-medium text-ink">{t('orders.confirmFull')}</p>}
        <div className="flex flex-wrap justify-end gap-3">
          <Button
            variant="outline"
            onClick={() => setIsConfirming(false)}
            disabled={mutation.isPending}
          >
            {t('orders.back')}
          </Button>
          <Button
            variant="danger"
            onClick={() => void send()}
            loading={mutation.isPending}
            disabled={mutation.isPending}
          >
            {t('orders.confirmRefund')}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <form
      aria-labelledby="refund-title"
      className="space-y-3 rounded-xl border border-line p-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        review();
      }}
    >
      <h3 id="refund-title" className="font-semibold text-ink">
        {t('orders.refundTitle')}
      </h3>
      <p className="text-sm text-ink-muted">
        {t('orders.refundable', { amount: formatBdt(order.refundable_amount, language) })}
      </p>
      {errors[''] && (
        <p role="alert" className="text-sm text-danger">
          {translate(errors[''])}
        </p>
      )}
      <FieldFrame
        label={t('orders.amountLabel')}
        error={errors.amount ? translate(errors.amount) : undefined}
        required
      >
        {(control) => (
          <input
            {...control}
            className={controlClasses(Boolean(errors.amount))}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        )}
      </FieldFrame>
      <FieldFrame
        label={t('orders.reasonLabel')}
        error={errors.reason ? translate(errors.reason) : undefined}
        required
      >
        {(control) => (
          <textarea
            {...control}
            className={controlClasses(Boolean(errors.reason))}
            rows={3}
            maxLength={REFUND_REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </FieldFrame>
      <div className="flex justify-end">
        <Button type="submit" variant="danger">
          {t('orders.review')}
        </Button>
      </div>
    </form>
  );
}
