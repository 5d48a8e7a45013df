import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame';

/** /forgot-password: the page frame; its content is built by a later issue. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('pages');
  return (
    <PageFrame
      title={t('forgotPassword.title')}
      description={t('forgotPassword.description')}
      width="narrow"
    />
  );
}
