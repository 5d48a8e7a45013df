import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame';

/** /updateprofile: the page frame; its content is built by a later issue. */
export function UpdateProfilePage() {
  const { t } = useTranslation('pages');
  return (
    <PageFrame
      title={t('updateProfile.title')}
      description={t('updateProfile.description')}
      width="narrow"
    />
  );
}
