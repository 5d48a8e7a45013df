import type { Order } from '@academy/contract/checkout';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { myOrdersKeys } from './get-my-orders';

/** While the gateway has not settled an order, ask again this often. */
export const ORDER_POLL_MS = 3000;

/** GET /api/orders/{invoice}/: one of the learner's orders. */
export function getOrder(invoice: string, signal?: AbortSignal) {
  return api.get<Order>(`/api/orders/${encodeURIComponent(invoice)}/`, { signal });
}

/** The order, asked again every few seconds while it is still open at the gateway. */
export function useOrder(invoice: string) {
  return useQuery({
    queryKey: myOrdersKeys.one(invoice),
    queryFn: ({ signal }) => getOrder(invoice, signal),
    enabled: invoice !== 'unknown',
    retry: false,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'pending' || status === 'created' ? ORDER_POLL_MS : false;
    },
  });
}
