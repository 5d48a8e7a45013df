import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame';

/** /forums: the page frame; its content is built by a later issue. */
export function ForumPage() {
  const { t } = useTranslation('pages');
  return <PageFrame title={t('forum.title')} description={t('forum.description')} />;
}
