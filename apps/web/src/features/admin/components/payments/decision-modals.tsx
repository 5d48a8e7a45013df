import type { AdminPayment } from '@academy/contract/admin';
import { REJECT_REASON_MAX_LENGTH } from '@academy/contract/enrolment';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toasts';
import { Button } from '../../../../components/ui/button';
import { FieldFrame } from '../../../../components/ui/field-frame';
import { Modal } from '../../../../components/ui/modal';
import { getErrorMessage } from '../../../../lib/api-error';
import { useLanguage } from '../../../../lib/i18n';
import { formatBdt } from '../../../../lib/money';
import { useEnrolmentMessage } from '../../../enrolment/model/enrolment-message';
import { useDecidePayment } from '../../api/decide-payment';

export type PendingDecision = { action: 'approve' | 'reject'; payment: AdminPayment };

const presetKeys = ['notFound', 'amountShort', 'duplicate'] as const;

/**
 * Confirm approval (Enter confirms) or give a reason to reject (presets for the usual ones). A
 * refused decision (already decided by someone else) is shown as a toast and the list refreshes.
 */
export function DecisionModals({
  decision,
  onDone,
}: {
  decision: PendingDecision | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('admin');
  const translate = useEnrolmentMessage();
  const language = useLanguage();
  const mutation = useDecidePayment();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const payment = decision?.payment;

  function close() {
    setReason('');
    setReasonError(null);
    onDone();
  }

  async function confirm() {
    if (!decision) return;
    if (decision.action === 'reject' && reason.trim() === '') {
      setReasonError(translate('Please give a reason for the rejection.'));
      return;
    }
    try {
      await mutation.mutateAsync(
        decision.action === 'approve'
          ? { paymentId: decision.payment.id, action: 'approve' }
          : { paymentId: decision.payment.id, action: 'reject', reason: reason.trim() },
      );
      toast.success(
        t(decision.action === 'approve' ? 'payments.approved' : 'payments.rejected', {
          id: decision.payment.id,
        }),
      );
      close();
    } catch (error) {
      toast.error(translate(getErrorMessage(error, t('payments.decisionFailed'))));
      if (decision.action === 'reject') setReasonError(null);
      close();
    }
  }

  const summary = payment
    ? t('payments.confirmSummary', {
        name: payment.payer.name,
        course: payment.course_title,
        amount: formatBdt(payment.paid_amount, language),
        id: payment.transaction_id,
      })
    : '';

  return (
    <>
      <Modal
        open={decision?.action === 'approve'}
        onOpenChange={(open) => !open && close()}
        title={t('payments.approveTitle', { id: payment?.id ?? '' })}
        description={summary}
        footer={
          <>
            <Button variant="outline" onClick={close}>
              {t('cancel')}
            </Button>
            <Button autoFocus onClick={() => void confirm()} loading={mutation.isPending}>
              {t('payments.confirmApprove')}
            </Button>
          </>
        }
      >
        {payment && payment.teammates.length > 0 && (
          <p className="text-sm text-ink-muted">
            {t('payments.approveTeammates', { count: payment.teammates.length })}
          </p>
        )}
      </Modal>
      <Modal
        open={decision?.action === 'reject'}
        onOpenChange={(open) => !open && close()}
        title={t('payments.rejectTitle', { id: payment?.id ?? '' })}
        description={summary}
        footer={
          <>
            <Button variant="outline" onClick={close}>
              {t('cancel')}
            </Button>
            <Button variant="danger" onClick={() => void confirm()} loading={mutation.isPending}>
              {t('payments.confirmReject')}
            </Button>
          </>
        }
      >
        <div className="space-y-3">
          <div className="flex flex-wrap gap-2">
            {presetKeys.map((key) => (
              <button
                key={key}
                type="button"
                onClick={() => setReason(t(`payments.presets.${key}`))}
                className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-ink hover:bg-slate-200"
              >
                {t(`payments.presetLabels.${key}`)}
              </button>
            ))}
          </div>
          <FieldFrame label={t('payments.reasonLabel')} error={reasonError ?? undefined} required>
            {(control) => (
              <textarea
                {...control}
                autoFocus
                rows={4}
                maxLength={REJECT_REASON_MAX_LENGTH}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void confirm();
                }}
              />
            )}
          </FieldFrame>
        </div>
      </Modal>
    </>
  );
}
