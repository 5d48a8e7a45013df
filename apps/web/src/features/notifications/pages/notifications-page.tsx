import { NOTIFICATION_PAGE_SIZE } from '@academy/contract/notification-rules';
import type { Notification } from '@academy/contract/notifications';
import { ArrowLeft, BellOff, CheckCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { Pagination } from '../../../components/ui/pagination';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { formatDigits } from '../../../lib/digits';
import { useLanguage } from '../../../lib/i18n';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotificationItem } from '../components/notification-item';
import { notificationTarget } from '../model/notification-target';
import { pageFromParams } from '../../../lib/paged-query';

/** /notifications: the notification centre. */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const language = useLanguage();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromParams(searchParams);
  const { data, isPending } = useNotifications(page);
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const unreadCount = data?.unread_count ?? 0;

  function handleOpen(notification: Notification) {
    // Only an unread one is marked on click.
    if (!notification.is_read) markRead.mutate(notification.id);
    const target = notificationTarget(notification);
    if (target) void navigate(target);
  }

  function changePage(next: number) {
    setSearchParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  let body;
  if (isPending) {
    body = (
      <LoadingRegion className="space-y-3">
        <span className="sr-only">{t('loading')}</span>
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-16 w-full rounded-xl" />
        ))}
      </LoadingRegion>
    );
  } else if (!data || data.results.length === 0) {
    body = <EmptyState icon={BellOff} title={t('empty')} hint={t('emptyHint')} />;
  } else {
    body = (
      <div className="space-y-8">
        <ul className="space-y-2">
          {data.results.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              onOpen={handleOpen}
              onMarkRead={(item) => markRead.mutate(item.id)}
            />
          ))}
        </ul>
        <Pagination
          page={page}
          count={data.count}
          pageSize={NOTIFICATION_PAGE_SIZE}
          onPageChange={changePage}
        />
      </div>
    );
  }

  return (
    <div>
      <div className="mx-auto max-w-3xl px-4 pt-6 sm:px-6 lg:px-8">
        <Button variant="ghost" size="sm" onClick={() => void navigate(-1)}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('back')}
        </Button>
      </div>
      <PageFrame
        title={t('title')}
        description={
          unreadCount > 0
            ? t('unreadCount', { value: formatDigits(unreadCount, language) })
            : t('description')
        }
        width="narrow"
        actions={
          <Button
            variant="outline"
            onClick={() => markAllRead.mutate()}
            disabled={unreadCount === 0 || markAllRead.isPending}
          >
            <CheckCheck className="size-4" aria-hidden="true" />
            {t('markAllRead')}
          </Button>
        }
      >
        {body}
      </PageFrame>
    </div>
  );
}
