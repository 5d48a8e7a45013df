import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame';

/** /login: the page frame; its content is built by a later issue. */
export function LoginPage() {
  const { t } = useTranslation('pages');
  return <PageFrame title={t('login.title')} description={t('login.description')} width="narrow" />;
}
