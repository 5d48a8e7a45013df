import type { RefundRequest, RefundResult } from '@academy/contract/admin';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useOrderChanged } from './held-money';

/**
 * POST /api/admin/orders/{invoice}/refunds/: refunds at the gateway. The same request_id sent
 * again (a double click, a retry after a lost answer) refunds once and answers the same.
 */
export function refundOrder(invoice: string, body: RefundRequest) {
  return api.post<RefundResult>(`/api/admin/orders/${encodeURIComponent(invoice)}/refunds/`, body);
}

export function useRefundOrder(invoice: string) {
  const changed = useOrderChanged(invoice);
  return useMutation({
    mutationFn: (body: RefundRequest) => refundOrder(invoice, body),
    onSuccess: (result) => changed(result.order),
  });
}
