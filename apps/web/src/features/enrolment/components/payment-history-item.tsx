import type { Payment } from '@academy/contract/enrolment';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link';
import { HistoryCard } from '../../../components/ui/history-card';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { formatBdt } from '../../../lib/money';
import { PaymentStatusBadge } from './payment-status-badge';

/** One submission in the learner's history: status, amount, transaction ID, and what comes next. */
export function PaymentHistoryItem({ payment }: { payment: Payment }) {
  const { t } = useTranslation('enrolment');
  const language = useLanguage();
  return (
    <HistoryCard
      data={{ 'data-testid': 'payment-item', 'data-transaction-id': payment.transaction_id }}
      heading="h2"
      courseId={payment.course_id}
      courseTitle={payment.course_title}
      meta={
        <>
          {t('history.submittedOn', { date: formatDateTime(payment.created_at, language) })} ·{' '}
          {t(`types.${payment.payment_type}`)}
        </>
      }
      status={<PaymentStatusBadge status={payment.status} />}
      facts={[
        { label: t('history.amount'), value: formatBdt(payment.paid_amount, language) },
        {
          label: t('history.transactionId'),
          value: payment.transaction_id,
          valueClassName: 'font-mono font-medium text-ink',
        },
        payment.coupon_code ? { label: t('history.coupon'), value: payment.coupon_code } : false,
      ]}
    >
      {payment.status === 'pending' && (
        <p className="mt-4 text-sm text-ink-muted">{t('history.pendingHint')}</p>
      )}
      {payment.status === 'rejected' && (
        <div className="mt-4 space-y-3">
          <p
            className="rounded-lg bg-danger-soft p-3 text-sm text-red-900"
            data-testid="payment-reason"
          >
            <span className="font-semibold">{t('history.reason')}:</span> {payment.reason}
          </p>
          <ButtonLink
            to={`/payment?course=${payment.course_id}&students=${payment.students}`}
            variant="outline"
            size="sm"
          >
            {t('history.tryAgain')}
          </ButtonLink>
        </div>
      )}
      {payment.status === 'approved' && (
        <ButtonLink to={`/course/${payment.course_id}/progress`} size="sm" className="mt-4">
          {t('history.continueCourse')}
        </ButtonLink>
      )}
    </HistoryCard>
  );
}
