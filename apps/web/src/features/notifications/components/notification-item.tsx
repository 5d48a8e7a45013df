import type { Notification } from '@academy/contract/notifications';
import {
  Bell,
  CalendarClock,
  Check,
  ClipboardCheck,
  CreditCard,
  Megaphone,
  MessageCircle,
  MessagesSquare,
  Video,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatReaderDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { cx } from '../../../lib/class-names';
import { useNotificationTime } from './use-notification-time';

const icons = {
  comment: MessagesSquare,
  forum_topic: MessagesSquare,
  chat_message: MessageCircle,
  announcement: Megaphone,
  payment: CreditCard,
  live_class: Video,
  grade: ClipboardCheck,
  cohort: CalendarClock,
} as const;

export type NotificationItemProps = {
  notification: Notification;
  onOpen: (notification: Notification) => void;
  onMarkRead: (notification: Notification) => void;
};

/** One row: type icon, message, relative time, and for unread ones a dot and the check button. */
export function NotificationItem({ notification, onOpen, onMarkRead }: NotificationItemProps) {
  const { t } = useTranslation('notifications');
  const language = useLanguage();
  const formatTime = useNotificationTime();
  const Icon = icons[notification.related_object_type] ?? Bell;
  const unread = !notification.is_read;

  return (
    <li
      className={cx(
        'flex items-start gap-2 rounded-xl border p-2 transition-colors',
        unread ? 'border-brand-200 bg-brand-50' : 'border-line bg-surface',
      )}
    >
      <button
        type="button"
        onClick={() => onOpen(notification)}
        className="flex min-w-0 flex-1 items-start gap-3 rounded-lg p-2 text-left hover:bg-slate-100/70"
      >
        <span
          className={cx(
            'mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full',
            unread ? 'bg-brand-700 text-white' : 'bg-slate-100 text-ink-muted',
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="sr-only">
            {t(`types.${notification.related_object_type}`)}
            {unread ? `, ${t('unread')}: ` : ': '}
          </span>
          <span className={cx('block text-sm text-ink', unread && 'font-semibold')}>
            {notification.text
              ? t(`text.${notification.text.key}`, notification.text.params)
              : notification.message}
          </span>
          <time
            dateTime={notification.created_at}
            title={formatReaderDateTime(notification.created_at, language)}
            className="mt-1 block text-xs text-ink-muted"
          >
            {formatTime(notification.created_at)}
          </time>
        </span>
        {unread && (
          <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-red-600" />
        )}
      </button>
      {unread && (
        <button
          type="button"
          onClick={() => onMarkRead(notification)}
          aria-label={t('markRead')}
          title={t('markRead')}
          className="mt-2 inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-brand-800 hover:bg-brand-100"
        >
          <Check className="size-5" aria-hidden="true" />
        </button>
      )}
    </li>
  );
}
