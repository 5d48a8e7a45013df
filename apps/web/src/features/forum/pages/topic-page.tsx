import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame';

/** /forums/topics/:id: the page frame; its content is built by a later issue. */
export function TopicPage() {
  const { t } = useTranslation('pages');
  return <PageFrame title={t('topic.title')} description={t('topic.description')} />;
}
