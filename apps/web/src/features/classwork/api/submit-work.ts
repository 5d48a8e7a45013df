import {
  SUBMISSION_FILE_FIELD,
  type Submission,
  type SubmitWork,
} from '@academy/contract/assignments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { uploadForm } from '../../../lib/upload';

export type WorkInput =
  | { kind: 'file'; file: File; onProgress: (fraction: number) => void }
  | { kind: 'json'; body: SubmitWork };

/**
 * POST /api/assignments/{id}/submissions/: a file as multipart with upload progress, or a link
 * or text as JSON.
 */
export function submitWork(assignmentId: number, work: WorkInput): Promise<Submission> {
  const path = `/api/assignments/${assignmentId}/submissions/` as const;
  if (work.kind === 'json') return api.post<Submission>(path, work.body);
  const form = new FormData();
  form.append(SUBMISSION_FILE_FIELD, work.file);
  return uploadForm<Submission>(path, form, { onProgress: work.onProgress });
}

export function useSubmitWork(assignmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (work: WorkInput) => submitWork(assignmentId, work),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['classwork'] }),
  });
}
