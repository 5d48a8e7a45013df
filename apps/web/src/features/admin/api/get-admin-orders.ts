import { ADMIN_PAGE_SIZE } from '@academy/contract/admin';
import type { AdminOrder, AdminOrderDetail } from '@academy/contract/admin';
import type { OrderStatus, PaymentGateway } from '@academy/contract/checkout';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getPage, usePagedQuery } from '../../../lib/paged-query';
import { adminKeys } from './admin-keys';

export type AdminOrdersQuery = {
  status: OrderStatus | 'all';
  gateway: PaymentGateway | 'all';
  search: string;
  /** Only orders holding captured money that waits for staff. */
  held: boolean;
  page: number;
};

/** GET /api/admin/orders/: online orders, newest first. */
export function getAdminOrders(query: AdminOrdersQuery, signal?: AbortSignal) {
  const filters = {
    status: query.status === 'all' ? undefined : query.status,
    gateway: query.gateway === 'all' ? undefined : query.gateway,
    search: query.search.trim() || undefined,
    held: query.held ? 'true' : undefined,
  };
  return getPage<AdminOrder>('/api/admin/orders/', query.page, ADMIN_PAGE_SIZE, filters, signal);
}

export function useAdminOrders(query: AdminOrdersQuery) {
  return usePagedQuery(adminKeys.orderList(query), (signal) => getAdminOrders(query, signal));
}

/** GET /api/admin/orders/{invoice}/: one order with its teammates and refunds. */
export function useAdminOrder(invoice: string | null) {
  return useQuery({
    queryKey: adminKeys.order(invoice ?? ''),
    queryFn: ({ signal }) =>
      api.get<AdminOrderDetail>(`/api/admin/orders/${encodeURIComponent(invoice!)}/`, { signal }),
    enabled: invoice !== null,
  });
}
