import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame';

/** /privacy-policy: the page frame; its content is built by a later issue. */
export function PrivacyPage() {
  const { t } = useTranslation('pages');
  return (
    <PageFrame title={t('privacy.title')} description={t('privacy.description')} width="narrow" />
  );
}
