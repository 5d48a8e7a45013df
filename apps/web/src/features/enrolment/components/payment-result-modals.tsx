import { CircleAlert, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

/** 'Payment Done!'; its OK resets the form and goes to /. */
export function PaymentDoneModal({ message, onOk }: { message: string | null; onOk: () => void }) {
  const { t } = useTranslation('enrolment');
  return (
    <Modal
      open={message !== null}
      onOpenChange={(open) => {
        if (!open) onOk();
      }}
      title={
        <span className="flex items-center gap-2">
          <CircleCheck className="size-6 text-emerald-600" aria-hidden="true" />
          {t('modal.successTitle')}
        </span>
      }
      description={message ?? undefined}
      size="sm"
      hideCloseButton
      footer={
        <Button onClick={onOk} autoFocus>
          {t('modal.ok')}
        </Button>
      }
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
    <Modal
      open={lines !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={
        <span className="flex items-center gap-2">
          <CircleAlert className="size-6 text-danger" aria-hidden="true" />
          {t('modal.errorTitle')}
        </span>
      }
      description={t('modal.errorIntro')}
      size="sm"
      footer={<Button onClick={onClose}>{t('modal.close')}</Button>}
    >
      <ul className="list-disc space-y-1 pl-5 text-sm text-danger" data-testid="payment-errors">
        {(lines ?? []).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Modal>
  );
}
