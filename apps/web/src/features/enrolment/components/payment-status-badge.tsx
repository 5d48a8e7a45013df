import type { PaymentStatus } from '@academy/contract/enrolment';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';

const looks: Record<PaymentStatus, { className: string; Icon: typeof Clock }> = {
  pending: { className: 'bg-amber-100 text-amber-900', Icon: Clock },
  approved: { className: 'bg-emerald-100 text-emerald-900', Icon: CircleCheck },
  rejected: { className: 'bg-red-100 text-red-900', Icon: CircleX },
};

/** A payment's status as a labelled pill (icon + word, never colour alone). */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('enrolment');
  const { className, Icon } = looks[status];
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        className,
      )}
      data-testid="payment-status"
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {t(`status.${status}`)}
    </span>
  );
}
