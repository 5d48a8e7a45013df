import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame';

/** /payments: the page frame; its content is built by a later issue. */
export function PaymentsPage() {
  const { t } = useTranslation('pages');
  return <PageFrame title={t('payments.title')} description={t('payments.description')} />;
}
