import { describe, expect, it } from 'vitest';
import {
  bestDiscount,
  discountBadge,
  discountedPrice,
  formatDiscountValue,
  groupTotal,
  isDiscountApplicable,
  isReduced,
  maxSavingsPercent,
  paymentTypeFor,
  studentsFor,
} from '@academy/contract/pricing';

// The shared rule (packages/contract/src/pricing.ts) the server charges and lists with.
describe('discountedPrice', () => {
  it('uses the provided price first, then a fixed value, then a percentage', () => {
    expect(
      discountedPrice('7500.00', {
        discount_type: 'percentage',
        value: '20',
        price_after_discount: '5999',
      }),
    ).toBe('5999.00');
    expect(discountedPrice('8000.00', { discount_type: 'fixed', value: '1000.00' })).toBe(
      '7000.00',
    );
    expect(discountedPrice('11000.00', { discount_type: 'percentage', value: '12.5' })).toBe(
      '9625.00',
    );
    expect(discountedPrice('999.99', { discount_type: 'percentage', value: '33.33' })).toBe(
      '666.69',
    );
  });

  it('floors at 0', () => {
    expect(discountedPrice('500.00', { discount_type: 'fixed', value: '1000' })).toBe('0.00');
    expect(discountedPrice('500.00', { discount_type: 'percentage', value: '100' })).toBe('0.00');
  });
});

describe('isDiscountApplicable and bestDiscount', () => {
  const now = new Date('2026-05-01T00:00:00Z');
  const base = { discount_type: 'fixed' as const, value: '100', is_active: true, end_date: null };

  it('applies only active discounts before their end', () => {
    expect(isDiscountApplicable(base, now)).toBe(true);
    expect(isDiscountApplicable({ ...base, is_active: false }, now)).toBe(false);
    expect(isDiscountApplicable({ ...base, end_date: '2026-04-30T23:59:59Z' }, now)).toBe(false);
    expect(isDiscountApplicable({ ...base, end_date: '2026-05-01T00:00:01Z' }, now)).toBe(true);
  });

  it('picks the lowest price among those that apply, the first on a tie', () => {
    const discounts = [
      { ...base, id: 'a', value: '100' },
      { ...base, id: 'b', value: '300', is_active: false },
      { ...base, id: 'c', discount_type: 'percentage' as const, value: '15' },
      { ...base, id: 'd', value: '150' },
    ];
    expect(bestDiscount('1000.00', discounts, now)).toEqual({
      discount: discounts[2],
      price: '850.00',
    });
    expect(bestDiscount('1000.00', [], now)).toBeNull();
    expect(bestDiscount('1000.00', [discounts[1]!], now)).toBeNull();
  });

  it('isReduced only when the discounted price is lower', () => {
    expect(isReduced('100.00', '90.00')).toBe(true);
    expect(isReduced('100.00', '100')).toBe(false);
    expect(isReduced('100.00', null)).toBe(false);
  });
});

describe('discountBadge', () => {
  it("reads '{value}% OFF' or '৳{value} OFF' data, and nothing at 0", () => {
    expect(discountBadge({ discount_type: 'percentage', value: '20.00' })).toEqual({
      kind: 'percentage',
      value: '20',
    });
    expect(discountBadge({ discount_type: 'fixed', value: '1000.00' })).toEqual({
      kind: 'fixed',
      value: '1000',
    });
    expect(discountBadge({ discount_type: 'fixed', value: '0.00' })).toBeNull();
    expect(discountBadge(null)).toBeNull();
    expect(formatDiscountValue('12.50')).toBe('12.5');
    expect(formatDiscountValue('0.05')).toBe('0.05');
  });
});

describe('group pricing', () => {
  const tiers = [
    { students: 1, price_per_student: '15000.00' },
    { students: 2, price_per_student: '13000.00' },
    { students: 3, price_per_student: '10000.00' },
  ];

  it('totals price per student times students', () => {
    expect(groupTotal('13000.00', 2)).toBe('26000.00');
    expect(groupTotal('10000.00', 3)).toBe('30000.00');
  });

  it("gives course 14's headline: save up to 33%", () => {
    expect(maxSavingsPercent(tiers)).toBe(33);
    expect(maxSavingsPercent([])).toBe(0);
  });

  it('maps students to payment types and back', () => {
    expect([1, 2, 3].map(paymentTypeFor)).toEqual(['single', 'duo', 'trio']);
    expect(studentsFor('trio')).toBe(3);
  });
});
