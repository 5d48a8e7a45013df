import type { Topic } from '@academy/contract/forum';
import { Tag, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { personName } from '../../../lib/person-name';

/** Who started a topic, its board and when, side by side in the caller's row (list card, page). */
export function TopicByline({
  topic,
}: {
  topic: Pick<Topic, 'created_by' | 'category' | 'created_at'>;
}) {
  const { t } = useTranslation('forum');
  const language = useLanguage();
  return (
    <>
      <span className="flex items-center gap-1.5">
        <UserRound className="size-4" aria-hidden="true" />
        {personName(topic.created_by)}
      </span>
      <span className="flex items-center gap-1.5">
        <Tag className="size-4" aria-hidden="true" />
        {topic.category.name}
      </span>
      <time dateTime={topic.created_at}>
        {t('list.postedOn', { date: formatDate(topic.created_at, language) })}
      </time>
    </>
  );
}
