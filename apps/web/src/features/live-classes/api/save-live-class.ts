import type {
  CourseLiveClasses,
  LiveClassDraft,
  LiveClassEdit,
  LiveClassScope,
} from '@academy/contract/live-classes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type SaveLiveClassInput =
  | { kind: 'schedule'; draft: LiveClassDraft }
  | { kind: 'edit'; id: number; edit: LiveClassEdit }
  | { kind: 'cancel'; id: number; scope: LiveClassScope };

/**
 * POST /api/courses/{id}/live-classes/ (schedule), PUT /api/live-classes/{id}/ (edit) and
 * POST /api/live-classes/{id}/cancel/; each answers the sessions it touched.
 */
export function saveLiveClass(
  courseId: string,
  input: SaveLiveClassInput,
): Promise<CourseLiveClasses> {
  if (input.kind === 'schedule') {
    return api.post<CourseLiveClasses>(
      `/api/courses/${encodeURIComponent(courseId)}/live-classes/`,
      input.draft,
    );
  }
  if (input.kind === 'edit') {
    return api.put<CourseLiveClasses>(`/api/live-classes/${input.id}/`, input.edit);
  }
  return api.post<CourseLiveClasses>(`/api/live-classes/${input.id}/cancel/`, {
    scope: input.scope,
  });
}

export function useSaveLiveClass(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveLiveClassInput) => saveLiveClass(courseId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['live-classes'] }),
  });
}
