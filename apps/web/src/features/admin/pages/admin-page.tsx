import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame';

/** /admin: the page frame; its content is built by a later issue. */
export function AdminPage() {
  const { t } = useTranslation('pages');
  return <PageFrame title={t('admin.title')} description={t('admin.description')} />;
}
