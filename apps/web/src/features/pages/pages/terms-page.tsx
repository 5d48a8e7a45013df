import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame';

/** /terms-of-service: the page frame; its content is built by a later issue. */
export function TermsPage() {
  const { t } = useTranslation('pages');
  return <PageFrame title={t('terms.title')} description={t('terms.description')} width="narrow" />;
}
