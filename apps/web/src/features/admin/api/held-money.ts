import type {
  AdminOrderDetail,
  HeldEnrolRequest,
  HeldRefundRequest,
  RefundResult,
} from '@academy/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

const base = (invoice: string) => `/api/admin/orders/${encodeURIComponent(invoice)}` as const;

/** After a change to one order: its detail from the answer, the lists and the overview again. */
export function useOrderChanged(invoice: string) {
  const queryClient = useQueryClient();
  return (order: AdminOrderDetail) => {
    queryClient.setQueryData(adminKeys.order(invoice), order);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.orders }),
      queryClient.invalidateQueries({ queryKey: adminKeys.overview }),
    ]);
  };
}

/**
 * POST /api/admin/orders/{invoice}/held/refund/: returns the money held on a failed order, all of
 * it (the server decides the amount); the request_id makes a resend harmless.
 */
export function useReturnHeldMoney(invoice: string) {
  const changed = useOrderChanged(invoice);
  return useMutation({
    mutationFn: (body: HeldRefundRequest) =>
      api.post<RefundResult>(`${base(invoice)}/held/refund/`, body),
    onSuccess: (result) => changed(result.order),
  });
}

/** POST /api/admin/orders/{invoice}/held/enrol/: pays the order with the held money after a check. */
export function useEnrolOnHeldMoney(invoice: string) {
  const changed = useOrderChanged(invoice);
  return useMutation({
    mutationFn: (body: HeldEnrolRequest) =>
      api.post<AdminOrderDetail>(`${base(invoice)}/held/enrol/`, body),
    onSuccess: (order) => changed(order),
  });
}

/** POST /api/admin/orders/{invoice}/refunds/{id}/check/: asks the gateway how a refund stands now. */
export function useCheckRefund(invoice: string) {
  const changed = useOrderChanged(invoice);
  return useMutation({
    mutationFn: (refundId: number) =>
      api.post<RefundResult>(`${base(invoice)}/refunds/${refundId}/check/`, {}),
    onSuccess: (result) => changed(result.order),
  });
}
