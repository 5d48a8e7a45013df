import { CheckCircle2, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ResultModal } from '../../../components/ui/result-modal';

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
  return (
    <>
      <ResultModal
        open={result?.kind === 'success'}
        Icon={CheckCircle2}
        iconClassName="text-brand-700"
        title={t('success.title')}
        description={t('success.body')}
        action={t('success.close')}
        onClose={onClose}
      />
      <ResultModal
        open={result?.kind === 'error'}
        Icon={TriangleAlert}
        iconClassName="text-danger"
        title={t('failure.title')}
        description={result?.kind === 'error' ? result.message : undefined}
        action={t('failure.retry')}
        onClose={onClose}
      />
    </>
  );
}
