import type { Payment } from '@academy/contract/enrolment';
import type { Page } from '@academy/contract/pagination';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const MY_PAYMENTS_PAGE_SIZE = 10;

export const myPaymentsKeys = {
  all: ['enrolment', 'payments'] as const,
  page: (page: number) => ['enrolment', 'payments', page] as const,
};

/** GET /api/payments/?page=N: the signed-in learner's submissions, newest first. */
export function getMyPayments(page: number, signal?: AbortSignal) {
  return api.get<Page<Payment>>('/api/payments/', {
    query: { page, page_size: MY_PAYMENTS_PAGE_SIZE },
    signal,
  });
}

export function useMyPayments(page: number) {
  return useQuery({
    queryKey: myPaymentsKeys.page(page),
    queryFn: ({ signal }) => getMyPayments(page, signal),
    placeholderData: keepPreviousData,
  });
}
