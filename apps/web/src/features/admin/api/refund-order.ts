import type { RefundRequest, RefundResult } from '@academy/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/**
 * POST /api/admin/orders/{invoice}/refunds/: refunds at the gateway. The same request_id sent
 * again (a double click, a retry after a lost answer) refunds once and answers the same.
 */
export function refundOrder(invoice: string, body: RefundRequest) {
  return api.post<RefundResult>(`/api/admin/orders/${encodeURIComponent(invoice)}/refunds/`, body);
}

export function useRefundOrder(invoice: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundRequest) => refundOrder(invoice, body),
    onSuccess: (result) => {
      queryClient.setQueryData(adminKeys.order(invoice), result.order);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.orders }),
        queryClient.invalidateQueries({ queryKey: adminKeys.overview }),
      ]);
    },
  });
}
