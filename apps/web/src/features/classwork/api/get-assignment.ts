import type { AssignmentOverview } from '@academy/contract/assignments';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const assignmentQueryKey = (assignmentId: string) =>
  ['classwork', 'assignment', assignmentId] as const;

/** GET /api/assignments/{id}/: the assignment with the caller's versions and released grade. */
export function getAssignment(
  assignmentId: string,
  signal?: AbortSignal,
): Promise<AssignmentOverview> {
  return api.get<AssignmentOverview>(`/api/assignments/${encodeURIComponent(assignmentId)}/`, {
    signal,
  });
}

export function useAssignment(assignmentId: string) {
  return useQuery({
    queryKey: assignmentQueryKey(assignmentId),
    queryFn: ({ signal }) => getAssignment(assignmentId, signal),
  });
}
