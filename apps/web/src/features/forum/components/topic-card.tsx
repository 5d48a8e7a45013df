import type { Topic } from '@academy/contract/forum';
import { MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDigits } from '../../../lib/digits';
import { useLanguage } from '../../../lib/i18n';
import { TopicByline } from './topic-byline';

/** A topic in the list: name, text clamped to two lines, author, board, date, count. */
export function TopicCard({ topic }: { topic: Topic }) {
  const { t } = useTranslation('forum');
  const language = useLanguage();
  return (
    <article className="relative rounded-2xl border border-line bg-surface p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md">
      <h2 className="text-lg font-semibold text-ink">
        {/* Relative to /forums: cards link to topics/{id}. */}
        <Link to={`topics/${topic.id}`} className="after:absolute after:inset-0 focus:outline-none">
          {topic.name}
        </Link>
      </h2>
      {topic.text && (
        <p className="mt-2 line-clamp-2 text-sm break-words text-ink-muted">{topic.text}</p>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-xs text-ink-muted">
        <TopicByline topic={topic} />
        <span className="flex items-center gap-1.5">
          <MessageSquare className="size-4" aria-hidden="true" />
          {t('list.comments', {
            count: topic.comment_count,
            value: formatDigits(topic.comment_count, language),
          })}
        </span>
      </div>
    </article>
  );
}
