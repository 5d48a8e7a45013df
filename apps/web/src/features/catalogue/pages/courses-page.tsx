import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame';

/** /courses: the page frame; its content is built by a later issue. */
export function CoursesPage() {
  const { t } = useTranslation('pages');
  return <PageFrame title={t('courses.title')} description={t('courses.description')} />;
}
