import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame';

/** /faq: the page frame; its content is built by a later issue. */
export function FaqPage() {
  const { t } = useTranslation('pages');
  return <PageFrame title={t('faq.title')} description={t('faq.description')} width="narrow" />;
}
