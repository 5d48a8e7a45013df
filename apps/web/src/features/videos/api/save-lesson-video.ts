import type { CaptionLanguage } from '@academy/contract/videos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { uploadForm } from '../../../lib/upload';
import { lessonVideoQueryKey } from './get-lesson-video';

/** PUT /api/instructor-lessons/{id}/video/captions/{language}/ with a `captions` file. */
export function useUploadCaptions(lessonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ language, file }: { language: CaptionLanguage; file: File }) => {
      const body = new FormData();
      body.append('captions', file);
      return uploadForm(`/api/instructor-lessons/${lessonId}/video/captions/${language}/`, body, {
        method: 'PUT',
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lessonVideoQueryKey(lessonId) }),
  });
}

/** PUT /api/instructor-lessons/{id}/video/preview/ */
export function useSetFreePreview(lessonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isFreePreview: boolean) =>
      api.put(`/api/instructor-lessons/${lessonId}/video/preview/`, {
        is_free_preview: isFreePreview,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lessonVideoQueryKey(lessonId) }),
  });
}
