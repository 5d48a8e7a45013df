import {
  REFUND_REASON_MAX_LENGTH,
  refundMessages,
  type AdminOrderDetail,
} from '@academy/contract/admin';
import { compareMoney } from '@academy/contract/money';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { controlClasses, FieldFrame } from '../../../../components/ui/field-frame';
import { ApiError, getErrorMessage } from '../../../../lib/api-error';
import { bodyResolver, errorMessages, showSaveFailure } from '../../../../lib/form-submission';
import { useLanguage } from '../../../../lib/i18n';
import { formatBdt } from '../../../../lib/money';
import { toast } from '../../../../lib/toasts';
import { useRefundOrder } from '../../api/refund-order';
import { refundFormSchema, useRefundMessage } from '../../model/refund-rules';

type RefundValues = { amount: string; reason: string };
type RefundRequest = RefundValues & { request_id: string };

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
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [checked, setChecked] = useState<RefundRequest | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    formState: { errors: fieldErrors },
  } = useForm<RefundValues, unknown, RefundRequest>({
    resolver: bodyResolver(refundFormSchema(order.refundable_amount), (values) => ({
      amount: values.amount.trim(),
      reason: values.reason,
      request_id: requestId,
    })),
    defaultValues: { amount: order.refundable_amount, reason: '' },
  });
  const errors = errorMessages(fieldErrors);
  // Only set once the form passed the refund rules, so the amount is a valid one.
  const isFull = checked !== null && compareMoney(checked.amount, order.refundable_amount) === 0;

  async function send(form: RefundRequest) {
    try {
      const result = await mutation.mutateAsync(form);
      // Refunded at once, accepted and waiting for the gateway, or its answer still awaited.
      toast.success(
        t(`orders.refundSent.${result.refund.status}`, {
          amount: formatBdt(result.refund.amount, language),
        }),
      );
      setRequestId(crypto.randomUUID());
      resetField('reason');
      setChecked(null);
    } catch (error) {
      setChecked(null);
      const message = getErrorMessage(error, t('orders.refundFailed'));
      if (error instanceof ApiError && message === refundMessages.requestReused) {
        setRequestId(crypto.randomUUID());
      }
      showSaveFailure(error, setError, t('orders.refundFailed'));
    }
  }

  if (checked) {
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
            amount: formatBdt(checked.amount, language),
            name: order.buyer.name,
            gateway: t(`checkout:gateways.${order.gateway}`),
            reason: checked.reason.trim(),
          })}
        </p>
        {isFull && <p className="text-sm font-medium text-ink">{t('orders.confirmFull')}</p>}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={() => setChecked(null)} disabled={mutation.isPending}>
            {t('orders.back')}
          </Button>
          <Button
            variant="danger"
            onClick={() => void send(checked)}
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
      onSubmit={(event) => void handleSubmit(setChecked)(event)}
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
            {...register('amount')}
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
            {...register('reason')}
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
