import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame';

/** /help-center: the page frame; its content is built by a later issue. */
export function HelpCenterPage() {
  const { t } = useTranslation('pages');
  return <PageFrame title={t('helpCenter.title')} description={t('helpCenter.description')} />;
}
