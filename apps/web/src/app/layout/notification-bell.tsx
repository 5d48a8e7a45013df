import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useHasUnreadNotifications } from '../../features/notifications/api/get-notifications';
import { cx } from '../../lib/class-names';

/** Link to /notifications with a red dot while anything is unread. */
export function NotificationBell() {
  const { t } = useTranslation('nav');
  const hasUnread = useHasUnreadNotifications();
  return (
    <NavLink
      to="/notifications"
      aria-label={t(hasUnread ? 'notificationsUnread' : 'notifications')}
      className={({ isActive }) =>
        cx(
          'relative inline-flex size-10 items-center justify-center rounded-lg text-ink hover:bg-slate-100',
          isActive && 'bg-brand-50 text-brand-800',
        )
      }
    >
      <Bell className="size-5" aria-hidden="true" />
      {hasUnread && (
        <span
          data-testid="unread-dot"
          aria-hidden="true"
          className="absolute top-2 right-2 size-2.5 rounded-full bg-red-600 ring-2 ring-surface"
        />
      )}
    </NavLink>
  );
}
