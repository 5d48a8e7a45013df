import type { CouponValidation } from '@academy/contract/enrolment';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ValidateCouponRequest = { code: string; course_id: number };

/** POST /api/coupons/validate/: checks a promo code for a course without using it up. */
export function validateCoupon(body: ValidateCouponRequest): Promise<CouponValidation> {
  return api.post<CouponValidation>('/api/coupons/validate/', body);
}

export function useValidateCoupon() {
  return useMutation({ mutationFn: validateCoupon });
}
