import type { Notification } from '@academy/contract/notifications';

/**
 * Where clicking a notification goes, payment ones included. Null when the notification lacks
 * the id its type needs.
 */
export function notificationTarget(notification: Notification): string | null {
  const { course_id: courseId, forum_topic_id: topicId } = notification;
  switch (notification.related_object_type) {
    case 'chat_message':
      return courseId ? `/course/${courseId}/inbox/` : null;
    case 'forum_topic':
    case 'comment':
      return topicId ? `/forums/topics/${topicId}` : null;
    case 'announcement':
      return courseId ? `/course/${courseId}/announcements/` : null;
    case 'payment':
      return '/payments';
    case 'live_class':
      return courseId ? `/course/${courseId}/progress` : null;
    case 'grade':
      return courseId ? `/course/${courseId}/progress?tab=classwork` : null;
    case 'cohort':
      // A seat offered from the waiting list is taken on the course page; a module opened is read.
      if (!courseId) return null;
      return notification.text?.key === 'waitlist_offer'
        ? `/courses/${courseId}`
        : `/course/${courseId}/progress`;
    default:
      return null;
  }
}
