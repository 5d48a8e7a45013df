import type { Note, NoteDraft } from '@academy/contract/learning';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { enrolledCourseQueryKey } from './get-enrolled-course';

export type SaveNoteInput = NoteDraft & { noteId?: number };

/** POST /api/courses/{id}/notes/ for a new note, PUT /api/notes/{id}/ for an existing one. */
export function saveNote(courseId: string, { noteId, ...draft }: SaveNoteInput): Promise<Note> {
  return noteId === undefined
    ? api.post<Note>(`/api/courses/${encodeURIComponent(courseId)}/notes/`, draft)
    : api.put<Note>(`/api/notes/${noteId}/`, draft);
}

export function useSaveNote(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveNoteInput) => saveNote(courseId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: enrolledCourseQueryKey(courseId) }),
  });
}
