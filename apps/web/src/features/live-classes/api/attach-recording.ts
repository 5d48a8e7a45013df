import type {
  LiveClassRecordingAnswer,
  LiveClassRecordingInput,
} from '@academy/contract/live-classes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { enrolledCourseQueryKey } from '../../learning/api/get-enrolled-course';

/** POST /api/live-classes/{id}/recording/: the recording becomes a lesson of the course. */
export function attachRecording(
  id: number,
  input: LiveClassRecordingInput,
): Promise<LiveClassRecordingAnswer> {
  return api.post<LiveClassRecordingAnswer>(`/api/live-classes/${id}/recording/`, input);
}

export function useAttachRecording(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: LiveClassRecordingInput }) =>
      attachRecording(id, input),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['live-classes'] }),
        queryClient.invalidateQueries({ queryKey: enrolledCourseQueryKey(courseId) }),
      ]);
    },
  });
}
