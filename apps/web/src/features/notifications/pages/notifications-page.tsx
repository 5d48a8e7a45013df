import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame';

/** /notifications: the page frame; its content is built by a later issue. */
export function NotificationsPage() {
  const { t } = useTranslation('pages');
  return (
    <PageFrame
      title={t('notifications.title')}
      description={t('notifications.description')}
      width="narrow"
    />
  );
}
