import type { OrderStatus } from '@academy/contract/checkout';
import { useTranslation } from 'react-i18next';
import { StatusPill, type StatusTone } from '../../../components/ui/status-pill';

const tones: Record<OrderStatus, StatusTone> = {
  created: 'waiting',
  pending: 'waiting',
  paid: 'done',
  failed: 'failed',
  cancelled: 'closed',
  refunded: 'returned',
};

/** An order's state as a labelled pill. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('checkout');
  return (
    <StatusPill tone={tones[status]} testId="order-status">
      {t(`status.${status}`)}
    </StatusPill>
  );
}
