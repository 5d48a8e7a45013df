import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame';

/** /instructor/courses/edit/:courseId: the page frame; its content is built by a later issue. */
export function EditCoursePage() {
  const { t } = useTranslation('pages');
  return <PageFrame title={t('editCourse.title')} description={t('editCourse.description')} />;
}
