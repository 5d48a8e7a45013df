import type { Payment } from '@academy/contract/enrolment';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getPage, usePagedQuery } from '../../../lib/paged-query';

export const MY_PAYMENTS_PAGE_SIZE = 10;

export const myPaymentsKeys = {
  all: ['enrolment', 'payments'] as const,
  page: (page: number) => ['enrolment', 'payments', page] as const,
  pendingFor: (courseId: number) => ['enrolment', 'payments', 'pending', courseId] as const,
};

/** GET /api/payments/?page=N: the signed-in learner's submissions, newest first. */
export function getMyPayments(page: number, signal?: AbortSignal) {
  return getPage<Payment>('/api/payments/', page, MY_PAYMENTS_PAGE_SIZE, {}, signal);
}

export function useMyPayments(page: number) {
  return usePagedQuery(myPaymentsKeys.page(page), (signal) => getMyPayments(page, signal));
}

/**
 * GET /api/payments/?course=&status=pending: the learner's payment of this course that staff are
 * still checking, if any (the course page then says so instead of offering a second payment).
 */
export function usePendingPayment(courseId: number, enabled: boolean) {
  return useQuery({
    queryKey: myPaymentsKeys.pendingFor(courseId),
    queryFn: async ({ signal }) => {
      const query = { course: courseId, status: 'pending' };
      const found = await api.get<Payment[]>('/api/payments/', { query, signal });
      return found[0] ?? null;
    },
    enabled,
  });
}
