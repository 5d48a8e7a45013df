import type { FastifyInstance } from 'fastify';
import type { AssignmentFormInput } from '@academy/contract/assignments';
import { authHeader } from '../../test/factories.ts';
import { multipart, type FilePart } from '../../test/multipart.ts';
import { injectAs, type TestUser } from '../learning/learning-test-helpers.ts';

// Test-only builders shared by the assignment test files.

/** Due on 1 Dec 2026 at 23:59 in Dhaka, cut off two days later, 10 % a day down to 50 %. */
export function notebookAssignment(
  overrides: Partial<AssignmentFormInput> = {},
): AssignmentFormInput {
  return {
    title: 'Train a classifier',
    instructions: '<p>Hand in your <strong>notebook</strong>.</p>',
    module_id: null,
    points: 20,
    due_at: '2026-12-01T23:59:00+06:00',
    cutoff_at: '2026-12-03T23:59:00+06:00',
    late_penalty_percent: 10,
    late_penalty_floor_percent: 50,
    submission_kind: 'file',
    is_published: true,
    rubric: [],
    ...overrides,
  };
}

export async function createAssignmentAs(
  app: FastifyInstance,
  user: TestUser,
  courseId: number,
  form: AssignmentFormInput,
): Promise<number> {
  const response = await injectAs(app, user, 'POST', `/api/courses/${courseId}/assignments/`, form);
  if (response.statusCode !== 201) throw new Error(`assignment not created: ${response.body}`);
  return response.json().assignment_id as number;
}

/** A minimal valid Jupyter notebook. */
export const notebookBytes = () =>
  Buffer.from(JSON.stringify({ nbformat: 4, nbformat_minor: 5, metadata: {}, cells: [] }));

/** Uploads a file as the learner's work, as the browser's form does. */
export async function submitFileAs(
  app: FastifyInstance,
  user: TestUser,
  assignmentId: number,
  file: FilePart,
) {
  const { payload, contentType } = await multipart({ file });
  return app.inject({
    method: 'POST',
    url: `/api/assignments/${assignmentId}/submissions/`,
    headers: { ...(await authHeader(app, user)), 'content-type': contentType },
    payload,
  });
}
