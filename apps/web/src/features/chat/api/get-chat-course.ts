import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET /api/course-details/{courseId}/, read only for the chat heading ("course details
 * for chat and announcements": course_title or name, and instructor_name).
 */
export type ChatCourse = { course_title?: string; name?: string; instructor_name?: string };

export const chatCourseQueryKey = (courseId: string) => ['chat', 'course', courseId] as const;

export function getChatCourse(courseId: string, signal?: AbortSignal) {
  return api.get<ChatCourse>(`/api/course-details/${encodeURIComponent(courseId)}/`, { signal });
}

export function useChatCourse(courseId: string) {
  return useQuery({
    queryKey: chatCourseQueryKey(courseId),
    queryFn: ({ signal }) => getChatCourse(courseId, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
