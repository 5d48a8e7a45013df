import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame';

/** /course/:courseId/announcements: the page frame; its content is built by a later issue. */
export function CourseAnnouncementsPage() {
  const { t } = useTranslation('pages');
  return (
    <PageFrame
      title={t('courseAnnouncements.title')}
      description={t('courseAnnouncements.description')}
    />
  );
}
