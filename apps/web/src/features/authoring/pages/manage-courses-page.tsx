import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame';

/** /courses/manage and /manage-courses: the page frame; its content is built by a later issue. */
export function ManageCoursesPage() {
  const { t } = useTranslation('pages');
  return (
    <PageFrame title={t('manageCourses.title')} description={t('manageCourses.description')} />
  );
}
