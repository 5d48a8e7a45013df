import type { Order } from '@academy/contract/checkout';
import { toPoisha } from '@academy/contract/money';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link';
import { HistoryCard } from '../../../components/ui/history-card';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { formatBdt } from '../../../lib/money';
import { OrderStatusBadge } from './order-status-badge';
import { ReceiptButton } from './receipt-button';

const idClasses = 'font-mono font-medium break-all text-ink';

/** One online order in the learner's history: state, amount, order number, what comes next. */
export function OrderHistoryItem({ order }: { order: Order }) {
  const { t } = useTranslation(['checkout', 'enrolment']);
  const language = useLanguage();
  return (
    <HistoryCard
      data={{ 'data-testid': 'order-item', 'data-invoice': order.invoice_number }}
      heading="h3"
      courseId={order.course_id}
      courseTitle={order.course_title}
      meta={
        <>
          {t('orders.startedOn', { date: formatDateTime(order.created_at, language) })} ·{' '}
          {t(`gateways.${order.gateway}`)} · {t(`enrolment:types.${order.payment_type}`)}
        </>
      }
      status={<OrderStatusBadge status={order.status} />}
      facts={[
        { label: t('orders.amount'), value: formatBdt(order.amount, language) },
        { label: t('orders.invoice'), value: order.invoice_number, valueClassName: idClasses },
        order.transaction_id
          ? {
              label: t('orders.transactionId'),
              value: order.transaction_id,
              valueClassName: idClasses,
            }
          : false,
        toPoisha(order.refunded_amount) > 0n && {
          label: t('orders.refunded'),
          value: formatBdt(order.refunded_amount, language),
        },
      ]}
    >
      <div className="mt-4 flex flex-wrap gap-3">
        <ButtonLink to={`/checkout/${order.invoice_number}`} variant="outline" size="sm">
          {t('orders.view')}
        </ButtonLink>
        {order.status === 'paid' && (
          <ButtonLink to={`/course/${order.course_id}/progress`} size="sm">
            {t('enrolment:history.continueCourse')}
          </ButtonLink>
        )}
        {order.paid_at && <ReceiptButton invoice={order.invoice_number} />}
      </div>
    </HistoryCard>
  );
}
