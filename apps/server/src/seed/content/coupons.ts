import type { SeedCoupon } from './types.ts';

/** Coupon ids tests and docs refer to. */
export const couponIds = {
  welcome10: 1,
  flat500: 2,
} as const;

/** Promo codes for the payment page (docs/product.md, The demo academy). */
export const coupons: SeedCoupon[] = [
  {
    id: couponIds.welcome10,
    code: 'WELCOME10',
    name: 'Welcome 10%',
    description: '10% off your first course at the academy.',
    discountType: 'percentage',
    value: '10.00',
    courseId: null,
    maxUses: 1000,
    maxUsesPerUser: 1,
    expiresInDays: 365,
    isActive: true,
  },
  {
    id: couponIds.flat500,
    code: 'FLAT500',
    name: 'Flat ৳500 off',
    description: '৳500 off any paid course.',
    discountType: 'fixed',
    value: '500.00',
    courseId: null,
    maxUses: 500,
    maxUsesPerUser: 2,
    expiresInDays: 180,
    isActive: true,
  },
];
