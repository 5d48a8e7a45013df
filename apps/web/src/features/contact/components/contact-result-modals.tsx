import { CheckCircle2, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

export type ContactResult = { kind: 'success' } | { kind: 'error'; message: string } | null;

/** The success modal with Close and the error modal with Try Again. */
export function ContactResultModals({
  result,
  onClose,
}: {
  result: ContactResult;
  onClose: () => void;
}) {
  const { t } = useTranslation('contact');
  const close = (open: boolean) => {
    if (!open) onClose();
  };

  return (
    <>
      <Modal
        open={result?.kind === 'success'}
        onOpenChange={close}
        size="sm"
        title={
          <span className="flex items-center gap-2">
            <CheckCircle2 className="size-6 text-brand-700" aria-hidden="true" />
            {t('success.title')}
          </span>
        }
        description={t('success.body')}
        footer={<Button onClick={onClose}>{t('success.close')}</Button>}
      />
      <Modal
        open={result?.kind === 'error'}
        onOpenChange={close}
        size="sm"
        title={
          <span className="flex items-center gap-2">
            <TriangleAlert className="size-6 text-danger" aria-hidden="true" />
            {t('failure.title')}
          </span>
        }
        description={result?.kind === 'error' ? result.message : undefined}
        footer={<Button onClick={onClose}>{t('failure.retry')}</Button>}
      />
    </>
  );
}
