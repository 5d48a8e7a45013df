import { ADMIN_PAGE_SIZE } from '@academy/contract/admin';
import type { AdminPayment } from '@academy/contract/admin';
import type { PaymentStatus } from '@academy/contract/enrolment';
import type { Page } from '@academy/contract/pagination';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export type AdminPaymentsQuery = { status: PaymentStatus | 'all'; search: string; page: number };

/** GET /api/admin/payments/: the queue, pending first (oldest first among them). */
export function getAdminPayments(query: AdminPaymentsQuery, signal?: AbortSignal) {
  return api.get<Page<AdminPayment>>('/api/admin/payments/', {
    query: {
      status: query.status === 'all' ? undefined : query.status,
      search: query.search.trim() || undefined,
      page: query.page,
      page_size: ADMIN_PAGE_SIZE,
    },
    signal,
  });
}

export function useAdminPayments(query: AdminPaymentsQuery) {
  return useQuery({
    queryKey: adminKeys.paymentList(query),
    queryFn: ({ signal }) => getAdminPayments(query, signal),
    placeholderData: keepPreviousData,
  });
}
