import { enrolmentMessages, type CouponValidation } from '@academy/contract/enrolment';
import { useCallback, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { useValidateCoupon } from '../api/validate-coupon';

/** The promo code: not applied, validating, applied (input locked). */
export type PromoState =
  | { status: 'idle'; error: string | null }
  | { status: 'validating' }
  | { status: 'applied'; code: string; coupon: CouponValidation };

/** What a refused or failed check says, as the contract's English message (translated on show). */
/**
 * The server's message, else 'Invalid promo code.'; without an answer 'Failed to
 * validate promo code.' (contract English; the field translates it).
 */
function refusalOf(error: unknown): string {
  if (error instanceof ApiError && !error.isNetworkError) {
    return error.detail ?? error.fieldErrors.code?.[0] ?? enrolmentMessages.invalidPromoCode;
  }
  return enrolmentMessages.validatePromoFailed;
}

export type PromoCheck = { coupon: CouponValidation } | { refusal: string };

/**
 * The promo code's state machine. `apply` asks the server (coupons/validate) and resolves with the
 * coupon or the refusal; editing the code calls `reset` so a changed code is never treated as
 * applied.
 */
export function usePromoCode(courseId: number) {
  const [state, setState] = useState<PromoState>({ status: 'idle', error: null });
  const validation = useValidateCoupon();
  const { mutateAsync } = validation;

  const apply = useCallback(
    async (code: string): Promise<PromoCheck> => {
      setState({ status: 'validating' });
      try {
        const coupon = await mutateAsync({ code: code.trim(), course_id: courseId });
        setState({ status: 'applied', code: code.trim().toUpperCase(), coupon });
        return { coupon };
      } catch (error) {
        const refusal = refusalOf(error);
        setState({ status: 'idle', error: refusal });
        return { refusal };
      }
    },
    [courseId, mutateAsync],
  );

  const reset = useCallback(() => setState({ status: 'idle', error: null }), []);
  return { state, apply, reset };
}
