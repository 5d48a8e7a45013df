import type { AdminPayment } from '@academy/contract/admin';
import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';
import { adminKeys } from './admin-keys';

export type PaymentDecision =
  | { paymentId: number; action: 'approve' }
  | { paymentId: number; action: 'reject'; reason: string };

/**
 * POST /api/admin/payments/{id}/approve/ or …/reject/ {reason}: the staff decision. Approval
 * enrols the payer and teammates; both are final.
 */
export function decidePayment(decision: PaymentDecision): Promise<AdminPayment> {
  const path = `/api/admin/payments/${decision.paymentId}/${decision.action}/` as const;
  return decision.action === 'approve'
    ? api.post<AdminPayment>(path)
    : api.post<AdminPayment>(path, { reason: decision.reason });
}

export function useDecidePayment() {
  return useInvalidatingMutation(
    decidePayment,
    adminKeys.payments,
    adminKeys.overview,
    adminKeys.users,
  );
}
