import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame';

/** /changepassword: the page frame; its content is built by a later issue. */
export function ChangePasswordPage() {
  const { t } = useTranslation('pages');
  return (
    <PageFrame
      title={t('changePassword.title')}
      description={t('changePassword.description')}
      width="narrow"
    />
  );
}
