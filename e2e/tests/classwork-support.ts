import type { APIRequestContext } from '@playwright/test';
import { expect } from '../support/test.ts';
import { bearer, createAccount } from './accounts-support.ts';

// Set-up the classwork journeys share, through the API.

/** The free course of the demo academy, taught by Ashraful Karim. */
export const FREE_COURSE = 3;
export const FREE_COURSE_INSTRUCTOR = 'ashraful.karim@academy.test';

/** An ISO time `hours` from now. */
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/**
 * A text assignment of the free course due two hours ago (10 % a started day, a two-criterion
 * rubric of 20 points) and a fresh learner whose first version is graded 17 and released: 15.3
 * after the penalty.
 */
export async function gradedAndReleased(request: APIRequestContext, title: string) {
  const teacher = await bearer(request, FREE_COURSE_INSTRUCTOR);
  const created = await request.post(`/api/courses/${FREE_COURSE}/assignments/`, {
    headers: teacher,
    data: {
      title,
      instructions: '<p>Explain your split.</p>',
      module_id: null,
      points: 20,
      // Due two hours ago, taken until tomorrow, 10 % a started day.
      due_at: hoursFromNow(-2),
      cutoff_at: hoursFromNow(24),
      late_penalty_percent: 10,
      late_penalty_floor_percent: 50,
      submission_kind: 'text',
      is_published: true,
      rubric: [
        {
          title: 'Split',
          levels: [
            { title: 'By patient', points: 10 },
            { title: 'By admission', points: 0 },
          ],
        },
        {
          title: 'Evaluation',
          levels: [
            { title: 'AUROC and calibration', points: 10 },
            { title: 'AUROC only', points: 7 },
          ],
        },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const assignmentId = (await created.json()).assignment_id as number;
  const account = await createAccount(request, 'resubmitter');
  const learner = await bearer(request, account.email, account.password);
  await request.post('/api/enrollments/', { headers: learner, data: { course_id: FREE_COURSE } });
  const first = await request.post(`/api/assignments/${assignmentId}/submissions/`, {
    headers: learner,
    data: { text: 'Split by patient; AUROC only.' },
  });
  const firstId = (await first.json()).submission_id as number;
  // 17 before the penalty of one started day: 15.3 released.
  await request.put(`/api/assignment-submissions/${firstId}/grade/`, {
    headers: teacher,
    data: { rubric_levels: [0, 1], feedback: 'Add calibration.' },
  });
  await request.post(`/api/courses/${FREE_COURSE}/grades/release/`, {
    headers: teacher,
    data: { entries: [{ kind: 'assignment', id: firstId }] },
  });
  return { assignmentId, account };
}
