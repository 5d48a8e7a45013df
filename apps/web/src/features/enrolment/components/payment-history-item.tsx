import type { Payment } from '@academy/contract/enrolment';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button-link';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { formatBdt } from '../../../lib/money';
import { PaymentStatusBadge } from './payment-status-badge';

/** One submission in the learner's history: status, amount, transaction ID, and what comes next. */
export function PaymentHistoryItem({ payment }: { payment: Payment }) {
  const { t } = useTranslation('enrolment');
  const language = useLanguage();
  return (
    <li
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm"
      data-testid="payment-item"
      data-transaction-id={payment.transaction_id}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-ink">
            <Link to={`/course/${payment.course_id}`} className="hover:underline">
              {payment.course_title}
            </Link>
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            {t('history.submittedOn', { date: formatDateTime(payment.created_at, language) })} ·{' '}
            {t(`types.${payment.payment_type}`)}
          </p>
        </div>
        <PaymentStatusBadge status={payment.status} />
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-ink-muted">{t('history.amount')}</dt>
          <dd className="font-medium text-ink">{formatBdt(payment.paid_amount, language)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('history.transactionId')}</dt>
          <dd className="font-mono font-medium text-ink">{payment.transaction_id}</dd>
        </div>
        {payment.coupon_code && (
          <div>
            <dt className="text-ink-muted">{t('history.coupon')}</dt>
            <dd className="font-medium text-ink">{payment.coupon_code}</dd>
          </div>
        )}
      </dl>
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
    </li>
  );
}
