import {
  compareMoney,
  fixedOff,
  floorAtZero,
  multiplyMoney,
  percentageOff,
  toPoisha,
  type Money,
  type MoneyInput,
} from './money.ts';

/**
 * The price rules (docs/rules.md, Money and prices), in one place for the server (what is
 * charged and listed) and the web (what a card or the enrol card shows).
 */

export const discountTypes = ['fixed', 'percentage'] as const;
export type DiscountType = (typeof discountTypes)[number];

/** What decides a discounted price. */
export type DiscountTerms = {
  discount_type: DiscountType;
  /** Taka off for `fixed`, percent off for `percentage`. */
  value: MoneyInput;
  /** The explicit sale price staff set for this course; it wins over `value`. */
  price_after_discount?: MoneyInput | null;
};

/** When a discount is in force. */
export type DiscountWindow = {
  is_active: boolean;
  /** ISO time (or Date) after which the discount no longer applies; null for no end. */
  end_date: string | Date | null;
};

/** A discount applies only while active and before its end date. */
export function isDiscountApplicable(discount: DiscountWindow, now: Date = new Date()): boolean {
  if (!discount.is_active) return false;
  if (discount.end_date === null) return true;
  return new Date(discount.end_date).getTime() > now.getTime();
}

/**
 * The discount price: the provided price_after_discount for the course; else the fixed
 * value subtracted; else the percentage taken off. Never below 0, always two decimals.
 */
export function discountedPrice(price: MoneyInput, terms: DiscountTerms): Money {
  if (terms.price_after_discount !== undefined && terms.price_after_discount !== null) {
    return floorAtZero(terms.price_after_discount);
  }
  return terms.discount_type === 'fixed'
    ? fixedOff(price, terms.value)
    : percentageOff(price, terms.value);
}

/**
 * Of the discounts that apply now, the one that leaves the lowest price (the earliest listed on a
 * tie), with that price; null when none applies. Staff may run overlapping sales, and a buyer is
 * always given the best of them.
 */
export function bestDiscount<T extends DiscountTerms & DiscountWindow>(
  price: MoneyInput,
  discounts: readonly T[],
  now: Date = new Date(),
): { discount: T; price: Money } | null {
  let best: { discount: T; price: Money } | null = null;
  for (const discount of discounts) {
    if (!isDiscountApplicable(discount, now)) continue;
    const candidate = discountedPrice(price, discount);
    if (best === null || compareMoney(candidate, best.price) < 0) {
      best = { discount, price: candidate };
    }
  }
  return best;
}

/** True when a discounted price is really lower, so the original is shown struck through. */
export function isReduced(original: MoneyInput, discounted: MoneyInput | null | undefined) {
  return discounted !== null && discounted !== undefined && compareMoney(discounted, original) < 0;
}

/** '20.00' → '20', '12.50' → '12.5': how a discount value reads on a badge. */
export function formatDiscountValue(value: MoneyInput): string {
  const poisha = toPoisha(value);
  const whole = poisha / 100n;
  const fraction = poisha % 100n;
  if (fraction === 0n) return whole.toString();
  return `${whole}.${fraction.toString().padStart(2, '0').replace(/0$/, '')}`;
}

/**
 * The discount badge of a course card: '{value}% OFF' or '৳{value} OFF', and
 * only when the value is above 0. Returns the kind and the value as it reads; the words come from
 * the interface language.
 */
export function discountBadge(
  terms: Pick<DiscountTerms, 'discount_type' | 'value'> | null | undefined,
): { kind: DiscountType; value: string } | null {
  if (!terms || toPoisha(terms.value) <= 0n) return null;
  return { kind: terms.discount_type, value: formatDiscountValue(terms.value) };
}

/** Group enrolment: 1 student pays single, 2 duo, 3 trio. */
export const paymentTypes = ['single', 'duo', 'trio'] as const;
export type PaymentType = (typeof paymentTypes)[number];

export function paymentTypeFor(students: number): PaymentType {
  if (students === 2) return 'duo';
  if (students === 3) return 'trio';
  return 'single';
}

export function studentsFor(paymentType: PaymentType): 1 | 2 | 3 {
  return paymentType === 'trio' ? 3 : paymentType === 'duo' ? 2 : 1;
}

/** The total of a group tier is the price per student times the number of students. */
export function groupTotal(pricePerStudent: MoneyInput, students: number): Money {
  return multiplyMoney(pricePerStudent, students);
}

/**
 * The largest saving per student of a set of tiers, as a whole percentage of the single price,
 * rounded down so the headline never overstates it: 5000 of 15000 → 33 ("save up to 33%").
 */
export function maxSavingsPercent(
  tiers: readonly { students: number; price_per_student: MoneyInput }[],
): number {
  const single = tiers.find((tier) => tier.students === 1);
  if (!single || toPoisha(single.price_per_student) <= 0n) return 0;
  const singlePoisha = toPoisha(single.price_per_student);
  let best = 0n;
  for (const tier of tiers) {
    const saving = singlePoisha - toPoisha(tier.price_per_student);
    const percent = (saving * 100n) / singlePoisha;
    if (percent > best) best = percent;
  }
  return Number(best);
}
