import type { SubmissionForGrading } from '@academy/contract/grading';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const submissionForGradingKey = (id: string) =>
  ['classwork', 'submission-for-grading', id] as const;

/** GET /api/assignment-submissions/{id}/: a learner's work with their versions and grade. */
export function useSubmissionForGrading(submissionId: string) {
  return useQuery({
    queryKey: submissionForGradingKey(submissionId),
    queryFn: ({ signal }) =>
      api.get<SubmissionForGrading>(
        `/api/assignment-submissions/${encodeURIComponent(submissionId)}/`,
        { signal },
      ),
  });
}
