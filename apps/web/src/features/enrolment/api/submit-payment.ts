import type { Payment, PaymentSubmissionRequest } from '@academy/contract/enrolment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { myPaymentsKeys } from './get-my-payments';

export type PaymentSubmitted = { message: string; payment: Payment };

/** POST /api/manualpaymentsubmit/: the learner's claim of a bKash transfer. */
export function submitPayment(body: PaymentSubmissionRequest): Promise<PaymentSubmitted> {
  return api.post<PaymentSubmitted>('/api/manualpaymentsubmit/', body);
}

export function useSubmitPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myPaymentsKeys.all }),
  });
}
