import type { AdminOrderDetail, OrderRefund, RefundStatus } from '@academy/contract/admin';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { StatusPill, type StatusTone } from '../../../../components/ui/status-pill';
import { getErrorMessage } from '../../../../lib/api-error';
import { formatDateTime } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { formatBdt } from '../../../../lib/money';
import { toast } from '../../../../lib/toasts';
import { useCheckRefund } from '../../api/held-money';

const toneOf: Record<RefundStatus, StatusTone> = {
  requested: 'waiting',
  pending: 'waiting',
  refunded: 'returned',
  failed: 'failed',
};

const isOpen = (refund: OrderRefund) =>
  refund.status === 'requested' || refund.status === 'pending';

/**
 * Every refund of an order with where it stands: waiting for the gateway's answer, accepted and
 * waiting for its confirmation, refunded, or not made (with the gateway's words). One not yet
 * final can be checked with the gateway now instead of waiting for the background check.
 */
export function RefundList({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const check = useCheckRefund(order.invoice_number);
  if (order.refunds.length === 0) return null;

  async function handleCheck(refund: OrderRefund) {
    try {
      const result = await check.mutateAsync(refund.id);
      toast(t(`orders.refundStatus.${result.refund.status}`));
    } catch (error) {
      toast.error(getErrorMessage(error, t('orders.refundFailed')));
    }
  }

  return (
    <section aria-labelledby="order-refunds" className="space-y-2">
      <h3 id="order-refunds" className="font-semibold text-ink">
        {t('orders.refundsTitle')}
      </h3>
      <ul className="space-y-2 text-sm" data-testid="order-refunds">
        {order.refunds.map((refund) => (
          <li key={refund.id} className="space-y-1 rounded-lg bg-slate-50 p-3">
            <div className="flex flex-wrap items-center gap-2">
              <p className="font-medium text-ink">
                {t(refund.of_held_money ? 'orders.heldRefundLine' : 'orders.refundLine', {
                  amount: formatBdt(refund.amount, language),
                  date: formatDateTime(refund.created_at, language),
                  name: refund.refunded_by ?? t('orders.formerStaff'),
                })}
              </p>
              <StatusPill tone={toneOf[refund.status]} testId="refund-status">
                {t(`orders.refundStatus.${refund.status}`)}
              </StatusPill>
            </div>
            <p className="text-ink-muted">{refund.reason}</p>
            {refund.status === 'failed' && refund.failure_reason && (
              <p className="text-ink-muted">
                {t('orders.refundFailedWhy', { why: refund.failure_reason })}
              </p>
            )}
            {refund.gateway_refund_id && (
              <p className="font-mono text-xs text-ink-muted">
                {t('orders.reference', { id: refund.gateway_refund_id })}
              </p>
            )}
            {isOpen(refund) && (
              <Button
                size="sm"
                variant="outline"
                loading={check.isPending && check.variables === refund.id}
                onClick={() => void handleCheck(refund)}
              >
                {t('orders.checkRefund')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
