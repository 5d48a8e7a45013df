import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../events/use-live-events';
import { enrolledCourseQueryKey } from '../../learning/api/get-enrolled-course';

/**
 * A class scheduled, moved, cancelled or recorded reaches the course's learners as a live
 * notification: every live-class list is refetched then (and, for a recording, the course's
 * lessons), so an open Stream or dashboard shows it without a reload. With a course id, only
 * that course's notices count.
 */
export function useLiveClassNotices(courseId?: string) {
  const queryClient = useQueryClient();
  useLiveEvent('notification', (data) => {
    const notice = data as { related_object_type?: string; course_id?: number | null };
    if (notice.related_object_type !== 'live_class') return;
    if (courseId !== undefined && String(notice.course_id) !== courseId) return;
    void queryClient.invalidateQueries({ queryKey: ['live-classes'] });
    if (courseId !== undefined) {
      void queryClient.invalidateQueries({ queryKey: enrolledCourseQueryKey(courseId) });
    }
  });
}
