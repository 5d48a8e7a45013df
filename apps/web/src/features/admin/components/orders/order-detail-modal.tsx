import type { AdminOrderDetail } from '@academy/contract/admin';
import { compareMoney } from '@academy/contract/money';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../../components/ui/modal';
import { LoadingRegion, Skeleton } from '../../../../components/ui/skeleton';
import { formatDateTime } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { formatBdt } from '../../../../lib/money';
import { OrderStatusBadge } from '../../../checkout/components/order-status-badge';
import { useAdminOrder } from '../../api/get-admin-orders';
import { HeldMoneyPanel } from './held-money-panel';
import { RefundForm } from './refund-form';
import { RefundList } from './refund-list';

function Facts({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation(['admin', 'checkout']);
  const language = useLanguage();
  const rows: [string, string][] = [
    [t('orders.fields.buyer'), `${order.buyer.name} <${order.buyer.email}>`],
    [t('orders.fields.course'), order.course_title],
    [t('orders.fields.gateway'), t(`checkout:gateways.${order.gateway}`)],
    [t('orders.fields.amount'), formatBdt(order.amount, language)],
    [t('orders.fields.refunded'), formatBdt(order.refunded_amount, language)],
    [t('orders.fields.transaction'), order.transaction_id ?? '—'],
    [t('orders.fields.created'), formatDateTime(order.created_at, language)],
    [t('orders.fields.paid'), order.paid_at ? formatDateTime(order.paid_at, language) : '—'],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-ink-muted">{label}</dt>
          <dd className="break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One order: its facts, teammates and refunds, and the refund form while money is left. */
export function OrderDetailModal({
  invoice,
  onClose,
}: {
  invoice: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const { data: order, isLoading, isError } = useAdminOrder(invoice);
  const canRefund = order?.status === 'paid' && compareMoney(order.refundable_amount, '0') > 0;
  return (
    <Modal
      open={invoice !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('orders.detailTitle', { invoice: invoice ?? '' })}
      size="lg"
    >
      {isLoading ? (
        <LoadingRegion>
          <Skeleton className="h-40" />
        </LoadingRegion>
      ) : isError || !order ? (
        <p className="text-sm text-danger">{t('loadFailed')}</p>
      ) : (
        <div className="space-y-5">
          <OrderStatusBadge status={order.status} />
          <Facts order={order} />
          {order.teammates.length > 0 && (
            <p className="text-sm text-ink">
              {t('orders.teammates', {
                names: order.teammates.map((mate) => `${mate.name} <${mate.email}>`).join(', '),
              })}
            </p>
          )}
          <HeldMoneyPanel order={order} />
          <RefundList order={order} />
          {canRefund && <RefundForm key={order.refunded_amount} order={order} />}
        </div>
      )}
    </Modal>
  );
}
