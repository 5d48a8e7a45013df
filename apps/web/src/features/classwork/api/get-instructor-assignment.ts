import type { InstructorAssignment } from '@academy/contract/assignments';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/instructor-assignments/{id}/: the assignment form as stored, for editing. */
export function useInstructorAssignment(assignmentId: string) {
  return useQuery({
    queryKey: ['classwork', 'instructor-assignment', assignmentId],
    queryFn: ({ signal }) =>
      api.get<InstructorAssignment>(
        `/api/instructor-assignments/${encodeURIComponent(assignmentId)}/`,
        { signal },
      ),
  });
}
