import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame';

/** /contact: the page frame; its content is built by a later issue. */
export function ContactPage() {
  const { t } = useTranslation('pages');
  return (
    <PageFrame title={t('contact.title')} description={t('contact.description')} width="narrow" />
  );
}
