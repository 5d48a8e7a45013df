import type { PaymentStatus } from '@academy/contract/enrolment';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatusPill } from '../../../components/ui/status-pill';

const looks: Record<PaymentStatus, { className: string; Icon: LucideIcon }> = {
  pending: { className: 'bg-amber-100 text-amber-900', Icon: Clock },
  approved: { className: 'bg-emerald-100 text-emerald-900', Icon: CircleCheck },
  rejected: { className: 'bg-red-100 text-red-900', Icon: CircleX },
};

/** A payment's status as a labelled pill. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('enrolment');
  const { className, Icon } = looks[status];
  return (
    <StatusPill className={className} Icon={Icon} testId="payment-status">
      {t(`status.${status}`)}
    </StatusPill>
  );
}
