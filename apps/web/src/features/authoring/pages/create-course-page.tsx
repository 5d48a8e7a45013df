import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame';

/** /courses/create: the page frame; its content is built by a later issue. */
export function CreateCoursePage() {
  const { t } = useTranslation('pages');
  return <PageFrame title={t('createCourse.title')} description={t('createCourse.description')} />;
}
