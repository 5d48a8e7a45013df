import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame';

/** /payment: the page frame; its content is built by a later issue. */
export function PaymentPage() {
  const { t } = useTranslation('pages');
  return (
    <PageFrame title={t('payment.title')} description={t('payment.description')} width="narrow" />
  );
}
