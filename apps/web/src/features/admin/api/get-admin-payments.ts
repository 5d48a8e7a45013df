import { ADMIN_PAGE_SIZE } from '@academy/contract/admin';
import type { AdminPayment } from '@academy/contract/admin';
import type { PaymentStatus } from '@academy/contract/enrolment';
import { getPage, usePagedQuery } from '../../../lib/paged-query';
import { adminKeys } from './admin-keys';

export type AdminPaymentsQuery = { status: PaymentStatus | 'all'; search: string; page: number };

/** GET /api/admin/payments/: the queue, pending first (oldest first among them). */
export function getAdminPayments(query: AdminPaymentsQuery, signal?: AbortSignal) {
  const filters = {
    status: query.status === 'all' ? undefined : query.status,
    search: query.search.trim() || undefined,
  };
  return getPage<AdminPayment>(
    '/api/admin/payments/',
    query.page,
    ADMIN_PAGE_SIZE,
    filters,
    signal,
  );
}

export function useAdminPayments(query: AdminPaymentsQuery) {
  return usePagedQuery(adminKeys.paymentList(query), (signal) => getAdminPayments(query, signal));
}
