import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame';

/** /course/:id: the page frame; its content is built by a later issue. */
export function CourseDetailPage() {
  const { t } = useTranslation('pages');
  return <PageFrame title={t('courseDetail.title')} description={t('courseDetail.description')} />;
}
