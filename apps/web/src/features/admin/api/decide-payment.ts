import type { AdminPayment } from '@academy/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export type PaymentDecision =
  | { paymentId: number; action: 'approve' }
  | { paymentId: number; action: 'reject'; reason: string };

/**
 * POST /api/admin/payments/{id}/approve/ or …/reject/ {reason}: the staff decision. Approval
 * enrols the payer and teammates; both are final.
 */
export function decidePayment(decision: PaymentDecision): Promise<AdminPayment> {
  const path = `/api/admin/payments/${decision.paymentId}/${decision.action}/`;
  return decision.action === 'approve'
    ? api.post<AdminPayment>(path)
    : api.post<AdminPayment>(path, { reason: decision.reason });
}

export function useDecidePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decidePayment,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.payments }),
        queryClient.invalidateQueries({ queryKey: adminKeys.overview }),
        queryClient.invalidateQueries({ queryKey: adminKeys.users }),
      ]),
  });
}
