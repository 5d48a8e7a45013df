import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame';

/** /dashboard: the page frame; its content is built by a later issue. */
export function DashboardPage() {
  const { t } = useTranslation('pages');
  return <PageFrame title={t('dashboard.title')} description={t('dashboard.description')} />;
}
