import { describe, expect, it } from 'vitest';
import { quotePayment, type CoursePricing } from '@academy/contract/enrolment';
import { canFollowEnrolledCourse, isCourseOpenForEnrolment, isFreeCourse } from './policies.ts';

const course14: CoursePricing = {
  price: '15000.00',
  discount: null,
  tiers: [
    { students: 1, price_per_student: '15000.00' },
    { students: 2, price_per_student: '13000.00' },
    { students: 3, price_per_student: '10000.00' },
  ],
};

describe('quotePayment', () => {
  it('prices group tiers as price per student times students', () => {
    expect(quotePayment(course14, 1, null)?.total).toBe('15000.00');
    expect(quotePayment(course14, 2, null)).toEqual({
      students: 2,
      base_price: '13000.00',
      discount_amount: '0.00',
      coupon_amount: '0.00',
      per_student: '13000.00',
      total: '26000.00',
    });
    expect(quotePayment(course14, 3, null)?.total).toBe('30000.00');
  });

  it('offers only single on a course without tiers', () => {
    const plain = { price: '5000.00', discount: null, tiers: [] };
    expect(quotePayment(plain, 1, null)?.total).toBe('5000.00');
    expect(quotePayment(plain, 2, null)).toBeNull();
  });

  it('applies the discount, then the coupon, per student, floored at 0', () => {
    const pricing: CoursePricing = {
      price: '8000.00',
      discount: { discount_type: 'fixed', value: '1000.00' },
      tiers: [],
    };
    expect(quotePayment(pricing, 1, { discount_type: 'percentage', value: '10.00' })).toEqual({
      students: 1,
      base_price: '8000.00',
      discount_amount: '1000.00',
      coupon_amount: '700.00',
      per_student: '6300.00',
      total: '6300.00',
    });
    expect(quotePayment(pricing, 1, { discount_type: 'fixed', value: '99999' })?.total).toBe(
      '0.00',
    );
    expect(quotePayment(course14, 3, { discount_type: 'fixed', value: '500.00' })?.total).toBe(
      '28500.00',
    );
  });

  it('uses an explicit sale price but never raises a tier price with it', () => {
    const explicit: CoursePricing = {
      price: '15000.00',
      discount: { discount_type: 'percentage', value: '20.00', price_after_discount: '12000.00' },
      tiers: course14.tiers,
    };
    expect(quotePayment(explicit, 1, null)?.per_student).toBe('12000.00');
    expect(quotePayment(explicit, 3, null)?.per_student).toBe('10000.00');
  });

  it('rounds percentages to two decimals', () => {
    const odd = { price: '999.99', discount: null, tiers: [] };
    expect(quotePayment(odd, 1, { discount_type: 'percentage', value: '12.5' })?.total).toBe(
      '874.99',
    );
  });
});

describe('enrolment policies', () => {
  it('opens only published courses with enrolment open', () => {
    expect(isCourseOpenForEnrolment({ status: 'published', enrollmentOpen: true })).toBe(true);
    expect(isCourseOpenForEnrolment({ status: 'published', enrollmentOpen: false })).toBe(false);
    expect(isCourseOpenForEnrolment({ status: 'coming_soon', enrollmentOpen: true })).toBe(false);
    expect(isCourseOpenForEnrolment({ status: 'draft', enrollmentOpen: true })).toBe(false);
  });

  it('knows free courses', () => {
    expect(isFreeCourse({ price: '0.00' })).toBe(true);
    expect(isFreeCourse({ price: '0.01' })).toBe(false);
  });

  it('lets enrolled learners, the instructor and staff follow a course', () => {
    const course = { instructorId: 7, isEnrolled: false };
    expect(canFollowEnrolledCourse({ userId: 7, role: 'instructor' }, course)).toBe(true);
    expect(canFollowEnrolledCourse({ userId: 1, role: 'admin' }, course)).toBe(true);
    expect(canFollowEnrolledCourse({ userId: 3, role: 'learner' }, course)).toBe(false);
    expect(
      canFollowEnrolledCourse({ userId: 3, role: 'learner' }, { ...course, isEnrolled: true }),
    ).toBe(true);
  });
});
