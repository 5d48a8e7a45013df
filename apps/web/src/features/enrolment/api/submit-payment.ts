import type { Payment, PaymentSubmissionRequest } from '@academy/contract/enrolment';
import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';
import { myPaymentsKeys } from './get-my-payments';

export type PaymentSubmitted = { message: string; payment: Payment };

/** POST /api/manualpaymentsubmit/: the learner's claim of a bKash transfer. */
export function submitPayment(body: PaymentSubmissionRequest): Promise<PaymentSubmitted> {
  return api.post<PaymentSubmitted>('/api/manualpaymentsubmit/', body);
}

export function useSubmitPayment() {
  return useInvalidatingMutation(submitPayment, myPaymentsKeys.all);
}
