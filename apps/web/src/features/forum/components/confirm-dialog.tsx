import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  question: string;
  confirmLabel: string;
  busyLabel: string;
  isBusy: boolean;
  onConfirm: () => void;
};

/** The delete confirmation: a question with Cancel and Delete. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  question,
  confirmLabel,
  busyLabel,
  isBusy,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation('forum');
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !isBusy && onOpenChange(next)}
      title={title}
      description={question}
      size="sm"
      hideCloseButton={isBusy}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isBusy}>
            {t('topic.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={isBusy} loadingText={busyLabel}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
