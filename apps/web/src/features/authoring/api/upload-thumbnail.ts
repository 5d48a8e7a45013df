import type { ThumbnailSaved } from '@academy/contract/authoring';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadForm } from '../../../lib/upload';
import { instructorCoursesQueryKey } from './get-instructor-courses';

/** PUT /api/edit-course/{id}/ as multipart with a `thumbnail` file, with progress. */
export function uploadThumbnail(
  courseId: string,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<ThumbnailSaved> {
  const body = new FormData();
  body.append('thumbnail', file);
  return uploadForm<ThumbnailSaved>(`/api/edit-course/${encodeURIComponent(courseId)}/`, body, {
    method: 'PUT',
    onProgress,
  });
}

export function useUploadThumbnail(courseId: string, onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadThumbnail(courseId, file, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: instructorCoursesQueryKey }),
  });
}
