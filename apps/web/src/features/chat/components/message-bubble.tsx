import type { ChatMessage } from '@academy/contract/chat';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { cx } from '../../../lib/class-names';
import { formatReaderDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { toMediaUrl } from '../../../lib/media-url';

/**
 * One message: the sender's avatar (or one generated from the name), name and role; the user's own
 * messages sit on the other side in the brand colour.
 */
export function MessageBubble({ message, isOwn }: { message: ChatMessage; isOwn: boolean }) {
  const { t } = useTranslation('chat');
  const language = useLanguage();
  return (
    <li className={cx('flex items-end gap-2', isOwn && 'flex-row-reverse')}>
      <Avatar src={toMediaUrl(message.user_profile_picture)} name={message.user_name} size="sm" />
      <div className={cx('flex max-w-[80%] flex-col', isOwn ? 'items-end' : 'items-start')}>
        <div className="mb-1 flex items-center gap-2 text-xs text-ink-muted">
          <span className="font-medium text-ink">{isOwn ? t('chat.you') : message.user_name}</span>
          <span
            className={cx(
              'rounded-full px-2 py-0.5 text-[11px] font-medium',
              message.user_role === 'learner'
                ? 'bg-slate-100 text-slate-800'
                : 'bg-accent-100 text-accent-900',
            )}
          >
            {t(`chat.roles.${message.user_role}`)}
          </span>
        </div>
        <p
          className={cx(
            'rounded-2xl px-4 py-2 text-sm break-words whitespace-pre-wrap shadow-sm',
            isOwn ? 'rounded-br-sm bg-brand-700 text-white' : 'rounded-bl-sm bg-slate-100 text-ink',
          )}
        >
          {message.content}
        </p>
        <time dateTime={message.created_at} className="mt-1 text-[11px] text-ink-muted">
          {formatReaderDateTime(message.created_at, language)}
        </time>
      </div>
    </li>
  );
}
