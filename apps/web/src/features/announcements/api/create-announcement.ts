import type { Announcement, AnnouncementDraftInput } from '@academy/contract/announcements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { courseAnnouncementsQueryKey } from './get-course-announcements';

/** POST /api/announcements/create/ {course, title, content}: 201 with the announcement. */
export function createAnnouncement(draft: AnnouncementDraftInput): Promise<Announcement> {
  return api.post<Announcement>('/api/announcements/create/', draft);
}

export function useCreateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAnnouncement,
    onSuccess: (announcement) =>
      queryClient.invalidateQueries({
        queryKey: courseAnnouncementsQueryKey(String(announcement.course_id)),
      }),
  });
}
