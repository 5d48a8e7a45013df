import type { PushPreferences } from '@academy/contract/push';
import type { NotificationTextKey } from '@academy/contract/notifications';

/**
 * The notifications worth a push to the learner's devices, each under the preference that turns
 * it off: announcements, a live class starting within the hour, a grade released, a reply in a forum
 * topic the learner wrote or commented in. Everything else stays in the bell.
 */
export const PUSHED_TEXT_KEYS: Partial<Record<NotificationTextKey, keyof PushPreferences>> = {
  announcement: 'announcements',
  live_class_reminder_hour: 'live_classes',
  grade_released: 'grades',
  forum_comment_on_your_topic: 'forum_replies',
  forum_comment_on_followed_topic: 'forum_replies',
};
