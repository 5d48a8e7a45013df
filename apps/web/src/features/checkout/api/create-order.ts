import type { OrderCreated, PaymentGateway } from '@academy/contract/checkout';
import type { PaymentType } from '@academy/contract/pricing';
import type { TeammateRequest } from '@academy/contract/enrolment';
import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';
import { myOrdersKeys } from './get-my-orders';

export type OrderBody = {
  course_id: number;
  cohort_id?: number;
  gateway: PaymentGateway;
  payment_type: PaymentType;
  coupon_code?: string;
  teammate_one?: TeammateRequest;
  teammate_two?: TeammateRequest;
};

/** POST /api/orders/: the server prices the order and answers the gateway page to open. */
export function createOrder(body: OrderBody): Promise<OrderCreated> {
  return api.post<OrderCreated>('/api/orders/', body);
}

export function useCreateOrder() {
  return useInvalidatingMutation(createOrder, myOrdersKeys.all);
}
