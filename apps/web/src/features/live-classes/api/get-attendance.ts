import { LIVE_CLASS_HISTORY_PAGE_SIZE } from '@academy/contract/live-classes';
import type { CourseAttendance, LiveClassAttendance } from '@academy/contract/live-classes';
import { api } from '../../../lib/api-client';
import { usePagedQuery } from '../../../lib/paged-query';

/** GET /api/live-classes/{id}/attendance/: who joined one class (its instructor and staff). */
export function useClassAttendance(id: number, page: number) {
  return usePagedQuery(['live-classes', 'attendance', 'class', id, page] as const, (signal) =>
    api.get<LiveClassAttendance>(`/api/live-classes/${id}/attendance/`, {
      query: { page, page_size: LIVE_CLASS_HISTORY_PAGE_SIZE },
      signal,
    }),
  );
}

/** GET /api/courses/{id}/live-classes/attendance/: each learner's attendance rate. */
export function useCourseAttendance(courseId: string, page: number) {
  return usePagedQuery(
    ['live-classes', 'attendance', 'course', courseId, page] as const,
    (signal) =>
      api.get<CourseAttendance>(
        `/api/courses/${encodeURIComponent(courseId)}/live-classes/attendance/`,
        { query: { page, page_size: LIVE_CLASS_HISTORY_PAGE_SIZE }, signal },
      ),
  );
}
