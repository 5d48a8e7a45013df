import type { Payment } from '@academy/contract/enrolment';
import { getPage, usePagedQuery } from '../../../lib/paged-query';

export const MY_PAYMENTS_PAGE_SIZE = 10;

export const myPaymentsKeys = {
  all: ['enrolment', 'payments'] as const,
  page: (page: number) => ['enrolment', 'payments', page] as const,
};

/** GET /api/payments/?page=N: the signed-in learner's submissions, newest first. */
export function getMyPayments(page: number, signal?: AbortSignal) {
  return getPage<Payment>('/api/payments/', page, MY_PAYMENTS_PAGE_SIZE, {}, signal);
}

export function useMyPayments(page: number) {
  return usePagedQuery(myPaymentsKeys.page(page), (signal) => getMyPayments(page, signal));
}
