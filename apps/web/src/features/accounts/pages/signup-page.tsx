import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame';

/** /signup: the page frame; its content is built by a later issue. */
export function SignupPage() {
  const { t } = useTranslation('pages');
  return (
    <PageFrame title={t('signup.title')} description={t('signup.description')} width="narrow" />
  );
}
