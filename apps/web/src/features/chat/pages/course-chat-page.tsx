import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame';

/** /course/:courseId/inbox: the page frame; its content is built by a later issue. */
export function CourseChatPage() {
  const { t } = useTranslation('pages');
  return <PageFrame title={t('courseChat.title')} description={t('courseChat.description')} />;
}
