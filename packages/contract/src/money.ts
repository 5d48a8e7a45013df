/**
 * Money is BDT as a decimal string with two places ("15000.00"), never a float. These helpers
 * compute on integer poisha (1 taka = 100 poisha) with BigInt, so sums and percentages are exact
 * and rounding happens once, half away from zero, to 2 decimals.
 */

/** Digits with at most two decimals, optionally negative (money-schema.ts checks the wire with it). */
export const MONEY_PATTERN = /^-?\d+(\.\d{1,2})?$/;
const PERCENT_PATTERN = /^\d+(\.\d{1,2})?$/;

/** An amount as sent over the wire: digits with at most two decimals ("15000.00"). */
export type Money = string;

/** An amount the helpers accept: a decimal string, or a number with at most two decimals. */
export type MoneyInput = string | number;

function numberToDecimalString(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${value}`);
  // toFixed(2) is exact for any number that has at most two decimals in its written form.
  return value.toFixed(2);
}

/** Parses an amount into integer poisha; throws a RangeError on anything but a decimal amount. */
export function toPoisha(amount: MoneyInput): bigint {
  const text = typeof amount === 'number' ? numberToDecimalString(amount) : amount.trim();
  if (!MONEY_PATTERN.test(text)) throw new RangeError(`Not a money amount: "${text}"`);
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const poisha = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return negative ? -poisha : poisha;
}

/** Formats integer poisha back to 'N.NN'. */
export function fromPoisha(poisha: bigint): Money {
  const negative = poisha < 0n;
  const absolute = negative ? -poisha : poisha;
  const whole = absolute / 100n;
  const fraction = (absolute % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** True when the value is a decimal amount the helpers accept. */
export function isMoney(amount: unknown): amount is MoneyInput {
  if (typeof amount === 'number') return Number.isFinite(amount);
  return typeof amount === 'string' && MONEY_PATTERN.test(amount.trim());
}

/** Normalises an amount to 'N.NN' ("15000" → "15000.00"). */
export function normaliseMoney(amount: MoneyInput): Money {
  return fromPoisha(toPoisha(amount));
}

/** Sum of any number of amounts. */
export function addMoney(...amounts: MoneyInput[]): Money {
  return fromPoisha(amounts.reduce<bigint>((sum, amount) => sum + toPoisha(amount), 0n));
}

/** a − b, exact (may be negative; see floorAtZero). */
export function subtractMoney(a: MoneyInput, b: MoneyInput): Money {
  return fromPoisha(toPoisha(a) - toPoisha(b));
}

/** An amount times a whole number (price per student × students). */
export function multiplyMoney(amount: MoneyInput, factor: number): Money {
  if (!Number.isSafeInteger(factor)) throw new RangeError(`Factor must be an integer: ${factor}`);
  return fromPoisha(toPoisha(amount) * BigInt(factor));
}

/** Negative amounts become 0.00 (a discount never makes a price negative). */
export function floorAtZero(amount: MoneyInput): Money {
  const poisha = toPoisha(amount);
  return fromPoisha(poisha < 0n ? 0n : poisha);
}

/** Compares two amounts: -1, 0 or 1. */
export function compareMoney(a: MoneyInput, b: MoneyInput): -1 | 0 | 1 {
  const difference = toPoisha(a) - toPoisha(b);
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}

/** Divides with rounding half away from zero. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (n * 2n + d) / (d * 2n);
  return negative ? -quotient : quotient;
}

/**
 * The price after taking `percent` (at most two decimals) off, rounded half up to 2 decimals and
 * floored at 0: percentageOff('15000.00', 10) → '13500.00'.
 */
export function percentageOff(amount: MoneyInput, percent: MoneyInput): Money {
  const text = typeof percent === 'number' ? numberToDecimalString(percent) : percent.trim();
  if (!PERCENT_PATTERN.test(text)) throw new RangeError(`Not a percentage: "${text}"`);
  // Percent in hundredths of a percent, so 12.5 % is 1250 and the arithmetic stays integral;
  // the exact remaining price is rounded once (0.05 at 50 % off is 0.025, shown as 0.03).
  const remaining = 10000n - toPoisha(text);
  if (remaining <= 0n) return fromPoisha(0n);
  return fromPoisha(divideRounded(toPoisha(amount) * remaining, 10000n));
}

/** The price after a fixed amount off, floored at 0: fixedOff('400.00', '500') → '0.00'. */
export function fixedOff(amount: MoneyInput, off: MoneyInput): Money {
  return floorAtZero(subtractMoney(amount, off));
}

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';

/**
 * An amount as people read it, grouped, two places, no currency sign: '10000' → '10,000.00'; in
 * Bangla the South Asian grouping and Bangla digits ('১,৫০,০০০.০০'). Pages, mails and PDFs use it
 * (docs/rules.md, Money), never the wire string.
 */
export function formatAmount(amount: MoneyInput, language: 'en' | 'bn'): string {
  const poisha = toPoisha(amount);
  const negative = poisha < 0n;
  const absolute = negative ? -poisha : poisha;
  const digits = (absolute / 100n).toString();
  let whole: string;
  if (language === 'en' || digits.length <= 3) {
    whole = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  } else {
    whole = `${digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${digits.slice(-3)}`;
  }
  const text = `${negative ? '-' : ''}${whole}.${(absolute % 100n).toString().padStart(2, '0')}`;
  return language === 'bn' ? text.replace(/\d/g, (digit) => BANGLA_DIGITS[Number(digit)]!) : text;
}

/** formatAmount with the taka sign: '৳10,000.00', '৳১০,০০০.০০'. */
export function formatTaka(amount: MoneyInput, language: 'en' | 'bn'): string {
  const text = formatAmount(amount, language);
  return text.startsWith('-') ? `-৳${text.slice(1)}` : `৳${text}`;
}
