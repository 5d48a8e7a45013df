import type { AssignmentForm } from '@academy/contract/assignments';
import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';

export type SaveAssignmentInput = { courseId: number; assignmentId?: number; form: AssignmentForm };

/** POST /api/courses/{id}/assignments/ for a new one, PUT /api/instructor-assignments/{id}/. */
export function saveAssignment({
  courseId,
  assignmentId,
  form,
}: SaveAssignmentInput): Promise<{ assignment_id: number }> {
  return assignmentId === undefined
    ? api.post(`/api/courses/${courseId}/assignments/`, form)
    : api.put(`/api/instructor-assignments/${assignmentId}/`, form);
}

export function useSaveAssignment() {
  return useInvalidatingMutation(saveAssignment, ['classwork']);
}
