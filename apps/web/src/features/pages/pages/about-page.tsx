import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame';

/** /about: the page frame; its content is built by a later issue. */
export function AboutPage() {
  const { t } = useTranslation('pages');
  return <PageFrame title={t('about.title')} description={t('about.description')} />;
}
