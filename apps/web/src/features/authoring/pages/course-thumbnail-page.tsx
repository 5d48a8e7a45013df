import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame';

/** /edit-course-thumbnail/:courseId: the page frame; its content is built by a later issue. */
export function CourseThumbnailPage() {
  const { t } = useTranslation('pages');
  return (
    <PageFrame
      title={t('courseThumbnail.title')}
      description={t('courseThumbnail.description')}
      width="narrow"
    />
  );
}
