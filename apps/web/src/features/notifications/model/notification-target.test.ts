import type { Notification } from '@academy/contract/notifications';
import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-target';

const base: Notification = {
  id: 1,
  message: 'm',
  text: null,
  is_read: false,
  created_at: '2026-01-01T00:00:00Z',
  related_object_type: 'comment',
  course_id: null,
  forum_topic_id: null,
};

describe('notificationTarget', () => {
  it('opens the route of each type', () => {
    expect(notificationTarget({ ...base, related_object_type: 'chat_message', course_id: 7 })).toBe(
      '/course/7/inbox/',
    );
    expect(
      notificationTarget({ ...base, related_object_type: 'forum_topic', forum_topic_id: 12 }),
    ).toBe('/forums/topics/12');
    expect(notificationTarget({ ...base, related_object_type: 'comment', forum_topic_id: 3 })).toBe(
      '/forums/topics/3',
    );
    expect(
      notificationTarget({ ...base, related_object_type: 'announcement', course_id: 14 }),
    ).toBe('/course/14/announcements/');
    expect(notificationTarget({ ...base, related_object_type: 'payment', course_id: 14 })).toBe(
      '/payments',
    );
    expect(notificationTarget({ ...base, related_object_type: 'live_class', course_id: 1 })).toBe(
      '/course/1/progress',
    );
  });

  it('goes nowhere when the id its type needs is missing', () => {
    expect(notificationTarget({ ...base, related_object_type: 'chat_message' })).toBeNull();
    expect(notificationTarget({ ...base, related_object_type: 'comment' })).toBeNull();
  });
});
