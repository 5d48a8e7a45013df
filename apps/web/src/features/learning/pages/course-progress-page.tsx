import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame';

/** /course/:id/progress: the page frame; its content is built by a later issue. */
export function CourseProgressPage() {
  const { t } = useTranslation('pages');
  return (
    <PageFrame title={t('courseProgress.title')} description={t('courseProgress.description')} />
  );
}
