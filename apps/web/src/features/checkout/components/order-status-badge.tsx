import type { OrderStatus } from '@academy/contract/checkout';
import { CircleCheck, CircleX, Clock, Undo2 } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatusPill } from '../../../components/ui/status-pill';

const looks: Record<OrderStatus, { className: string; Icon: LucideIcon }> = {
  created: { className: 'bg-amber-100 text-amber-900', Icon: Clock },
  pending: { className: 'bg-amber-100 text-amber-900', Icon: Clock },
  paid: { className: 'bg-emerald-100 text-emerald-900', Icon: CircleCheck },
  failed: { className: 'bg-red-100 text-red-900', Icon: CircleX },
  cancelled: { className: 'bg-slate-200 text-slate-900', Icon: CircleX },
  refunded: { className: 'bg-sky-100 text-sky-900', Icon: Undo2 },
};

/** An order's state as a labelled pill. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('checkout');
  const { className, Icon } = looks[status];
  return (
    <StatusPill className={className} Icon={Icon} testId="order-status">
      {t(`status.${status}`)}
    </StatusPill>
  );
}
