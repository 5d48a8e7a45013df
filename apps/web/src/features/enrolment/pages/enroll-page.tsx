import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame';

/** /enroll: the page frame; its content is built by a later issue. */
export function EnrollPage() {
  const { t } = useTranslation('pages');
  return <PageFrame title={t('enroll.title')} description={t('enroll.description')} />;
}
