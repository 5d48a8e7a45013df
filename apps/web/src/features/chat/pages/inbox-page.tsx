import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame';

/** /course/inbox: the page frame; its content is built by a later issue. */
export function InboxPage() {
  const { t } = useTranslation('pages');
  return <PageFrame title={t('inbox.title')} description={t('inbox.description')} />;
}
