import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame';

/** /announcements/create: the page frame; its content is built by a later issue. */
export function CreateAnnouncementPage() {
  const { t } = useTranslation('pages');
  return (
    <PageFrame
      title={t('createAnnouncement.title')}
      description={t('createAnnouncement.description')}
      width="narrow"
    />
  );
}
