import { Bell, MessagesSquare, type LucideIcon } from 'lucide-react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useUnreadIndicators } from '../../features/notifications/api/get-notifications';
import { useLiveConnection } from '../../features/events/use-live-events';
import { useAuth } from '../../lib/auth/use-auth';
import { cx } from '../../lib/class-names';

type IndicatorLinkProps = {
  to: string;
  icon: LucideIcon;
  labelKey: ParseKeys<'nav'>;
  unreadLabelKey: ParseKeys<'nav'>;
  hasUnread: boolean;
  testId: string;
  /** Display classes; inline-flex unless given. */
  className?: string;
};

/** A red dot in the corner of an icon, for something unread. */
export function UnreadDot({
  testId,
  className = 'top-2 right-2',
}: {
  testId: string;
  className?: string;
}) {
  return (
    <span
      data-testid={testId}
      aria-hidden="true"
      className={cx('absolute size-2.5 rounded-full bg-red-600 ring-2 ring-surface', className)}
    />
  );
}

/** An icon link with a red dot while something behind it is unread. */
function IndicatorLink({
  to,
  icon: Icon,
  labelKey,
  unreadLabelKey,
  hasUnread,
  testId,
  className,
}: IndicatorLinkProps) {
  const { t } = useTranslation('nav');
  return (
    <NavLink
      to={to}
      end
      aria-label={t(hasUnread ? unreadLabelKey : labelKey)}
      className={({ isActive }) =>
        cx(
          'relative size-10 items-center justify-center rounded-lg text-ink hover:bg-slate-100',
          className ?? 'inline-flex',
          isActive && 'bg-brand-50 text-brand-800',
        )
      }
    >
      <Icon className="size-5" aria-hidden="true" />
      {hasUnread && <UnreadDot testId={testId} />}
    </NavLink>
  );
}

/**
 * The bell to /notifications with the unread dot, and beside it the course inbox with its own
 * dot for unread chat messages (a separate flag); on the narrowest phones the inbox moves into the
 * menu. The bell is on every signed-in page, so it also keeps the live event stream open.
 */
export function UnreadLinks() {
  const { isAuthenticated } = useAuth();
  useLiveConnection(isAuthenticated);
  const unread = useUnreadIndicators();
  return (
    <>
      <IndicatorLink
        to="/course/inbox"
        icon={MessagesSquare}
        labelKey="inbox"
        unreadLabelKey="inboxUnread"
        hasUnread={unread.chat}
        testId="unread-chat-dot"
        className="hidden sm:inline-flex"
      />
      <IndicatorLink
        to="/notifications"
        icon={Bell}
        labelKey="notifications"
        unreadLabelKey="notificationsUnread"
        hasUnread={unread.notifications}
        testId="unread-dot"
      />
    </>
  );
}
