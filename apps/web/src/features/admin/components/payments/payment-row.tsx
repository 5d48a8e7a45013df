import type { AdminPayment } from '@academy/contract/admin';
import { AlertTriangle, Check, Users, X } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { cx } from '../../../../lib/class-names';
import { formatDateTime } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { formatBdt } from '../../../../lib/money';
import { PaymentStatusBadge } from '../../../enrolment/components/payment-status-badge';
import { formatDigits } from '../../../../lib/digits';

type PaymentRowProps = {
  payment: AdminPayment;
  isSelected: boolean;
  onSelect: () => void;
  onApprove: () => void;
  onReject: () => void;
  ref?: Ref<HTMLLIElement>;
};

/** One submission to verify: who, what, the transaction, claimed against computed amount. */
export function PaymentRow({
  payment,
  isSelected,
  onSelect,
  onApprove,
  onReject,
  ref,
}: PaymentRowProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const money = (amount: string) => formatBdt(amount, language);
  return (
    <li
      ref={ref}
      tabIndex={isSelected ? 0 : -1}
      onFocus={onSelect}
      onClick={onSelect}
      aria-current={isSelected ? 'true' : undefined}
      data-testid="admin-payment"
      data-transaction-id={payment.transaction_id}
      className={cx(
        'rounded-xl border bg-surface p-4 shadow-sm outline-offset-2',
        isSelected ? 'border-accent-600 ring-2 ring-accent-200' : 'border-line',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-ink">
            {payment.payer.name}{' '}
            <span className="font-normal text-ink-muted">· {payment.payer.email}</span>
          </p>
          <p className="text-sm text-ink-muted">
            #{formatDigits(payment.id, language)} · {payment.course_title} ·{' '}
            {t(`payments.types.${payment.payment_type}`)} ·{' '}
            {formatDateTime(payment.created_at, language)}
          </p>
        </div>
        <PaymentStatusBadge status={payment.status} />
      </div>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="text-ink-muted">{t('payments.transactionId')}</dt>
          <dd className="font-mono font-semibold text-ink">{payment.transaction_id}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('payments.sender')}</dt>
          <dd className="font-mono text-ink">{payment.sender_number}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('payments.claimed')}</dt>
          <dd className="font-semibold text-ink" data-testid="claimed-amount">
            {money(payment.paid_amount)}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('payments.computed')}</dt>
          <dd
            className={cx('font-semibold', payment.amounts_match ? 'text-ink' : 'text-danger')}
            data-testid="computed-amount"
          >
            {money(payment.computed_amount)}
            {!payment.amounts_match && (
              <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-danger-soft px-2 py-0.5 text-xs">
                <AlertTriangle className="size-3" aria-hidden="true" />
                {t('payments.mismatch')}
              </span>
            )}
          </dd>
        </div>
      </dl>
      {(payment.coupon_code || payment.teammates.length > 0) && (
        <div className="mt-3 space-y-1 text-sm text-slate-700">
          {payment.coupon_code && (
            <p>
              {t('payments.coupon')}: <span className="font-mono">{payment.coupon_code}</span>
            </p>
          )}
          {payment.teammates.map((mate) => (
            <p key={mate.position} className="flex items-center gap-2">
              <Users className="size-4 text-ink-muted" aria-hidden="true" />
              {mate.name} · {mate.email} · {mate.number} ·{' '}
              <span className="text-ink-muted">
                {mate.user_id === null ? t('payments.noAccount') : t('payments.hasAccount')}
              </span>
            </p>
          ))}
        </div>
      )}
      {payment.status === 'rejected' && payment.reason && (
        <p className="mt-3 text-sm text-red-900">
          {t('payments.reason')}: {payment.reason}
        </p>
      )}
      {payment.reviewed_by && (
        <p className="mt-2 text-xs text-ink-muted">
          {t('payments.reviewedBy', { name: payment.reviewed_by })}
        </p>
      )}
      {payment.status === 'pending' && (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button size="sm" onClick={onApprove} aria-keyshortcuts="a">
            <Check className="size-4" aria-hidden="true" />
            {t('payments.approve')}
          </Button>
          <Button size="sm" variant="outline" onClick={onReject} aria-keyshortcuts="r">
            <X className="size-4" aria-hidden="true" />
            {t('payments.reject')}
          </Button>
        </div>
      )}
    </li>
  );
}
