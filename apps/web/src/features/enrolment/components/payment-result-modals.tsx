import { CircleAlert, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ResultModal } from '../../../components/ui/result-modal';

/** 'Payment Done!'; its OK resets the form and goes to /. */
export function PaymentDoneModal({ message, onOk }: { message: string | null; onOk: () => void }) {
  const { t } = useTranslation('enrolment');
  return (
    <ResultModal
      open={message !== null}
      Icon={CircleCheck}
      iconClassName="text-emerald-600"
      title={t('modal.successTitle')}
      description={message ?? undefined}
      action={t('modal.ok')}
      onClose={onOk}
      autoFocus
      hideCloseButton
    />
  );
}

/** The error modal listing every error (they are also shown next to their fields). */
export function PaymentErrorModal({
  lines,
  onClose,
}: {
  lines: string[] | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('enrolment');
  return (
    <ResultModal
      open={lines !== null}
      Icon={CircleAlert}
      iconClassName="text-danger"
      title={t('modal.errorTitle')}
      description={t('modal.errorIntro')}
      action={t('modal.close')}
      onClose={onClose}
    >
      <ul className="list-disc space-y-1 pl-5 text-sm text-danger" data-testid="payment-errors">
        {(lines ?? []).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </ResultModal>
  );
}
