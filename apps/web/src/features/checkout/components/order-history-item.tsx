import type { Order } from '@academy/contract/checkout';
import { toPoisha } from '@academy/contract/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button-link';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { formatBdt } from '../../../lib/money';
import { OrderStatusBadge } from './order-status-badge';
import { ReceiptButton } from './receipt-button';

/** One online order in the learner's history: state, amount, order number, what comes next. */
export function OrderHistoryItem({ order }: { order: Order }) {
  const { t } = useTranslation(['checkout', 'enrolment']);
  const language = useLanguage();
  return (
    <li
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm"
      data-testid="order-item"
      data-invoice={order.invoice_number}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-base font-semibold text-ink">
            <Link to={`/course/${order.course_id}`} className="hover:underline">
              {order.course_title}
            </Link>
          </h3>
          <p className="mt-1 text-sm text-ink-muted">
            {t('orders.startedOn', { date: formatDateTime(order.created_at, language) })} ·{' '}
            {t(`gateways.${order.gateway}`)} · {t(`enrolment:types.${order.payment_type}`)}
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-ink-muted">{t('orders.amount')}</dt>
          <dd className="font-medium text-ink">{formatBdt(order.amount, language)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('orders.invoice')}</dt>
          <dd className="font-mono font-medium break-all text-ink">{order.invoice_number}</dd>
        </div>
        {order.transaction_id && (
          <div>
            <dt className="text-ink-muted">{t('orders.transactionId')}</dt>
            <dd className="font-mono font-medium break-all text-ink">{order.transaction_id}</dd>
          </div>
        )}
        {toPoisha(order.refunded_amount) > 0n && (
          <div>
            <dt className="text-ink-muted">{t('orders.refunded')}</dt>
            <dd className="font-medium text-ink">{formatBdt(order.refunded_amount, language)}</dd>
          </div>
        )}
      </dl>
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
    </li>
  );
}
