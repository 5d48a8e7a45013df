import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame';

/** /certificates/:code: the page frame; its content is built by a later issue. */
export function CertificatePage() {
  const { t } = useTranslation('pages');
  return (
    <PageFrame
      title={t('certificate.title')}
      description={t('certificate.description')}
      width="narrow"
    />
  );
}
