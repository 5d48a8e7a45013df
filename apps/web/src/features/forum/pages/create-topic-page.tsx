import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame';

/** /forums/create: the page frame; its content is built by a later issue. */
export function CreateTopicPage() {
  const { t } = useTranslation('pages');
  return (
    <PageFrame
      title={t('createTopic.title')}
      description={t('createTopic.description')}
      width="narrow"
    />
  );
}
