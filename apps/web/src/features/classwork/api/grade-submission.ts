import type { GradeSubmission, SubmissionForGrading } from '@academy/contract/grading';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { submissionForGradingKey } from './get-submission-for-grading';

/** PUT /api/assignment-submissions/{id}/grade/: a score or the rubric's levels, and feedback. */
export function useGradeSubmission(submissionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (grade: GradeSubmission) =>
      api.put<SubmissionForGrading>(`/api/assignment-submissions/${submissionId}/grade/`, grade),
    onSuccess: (answer) => {
      queryClient.setQueryData(submissionForGradingKey(String(submissionId)), answer);
      void queryClient.invalidateQueries({ queryKey: ['classwork'] });
    },
  });
}
