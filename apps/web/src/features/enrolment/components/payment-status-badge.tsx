import type { PaymentStatus } from '@academy/contract/enrolment';
import { useTranslation } from 'react-i18next';
import { StatusPill, type StatusTone } from '../../../components/ui/status-pill';

const tones: Record<PaymentStatus, StatusTone> = {
  pending: 'waiting',
  approved: 'done',
  rejected: 'failed',
};

/** A payment's status as a labelled pill. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('enrolment');
  return (
    <StatusPill tone={tones[status]} testId="payment-status">
      {t(`status.${status}`)}
    </StatusPill>
  );
}
