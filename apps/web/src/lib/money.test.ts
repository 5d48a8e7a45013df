import {
  addMoney,
  compareMoney,
  fixedOff,
  floorAtZero,
  fromPoisha,
  multiplyMoney,
  normaliseMoney,
  percentageOff,
  subtractMoney,
  toPoisha,
} from '@academy/contract/money';
import { describe, expect, it } from 'vitest';
import { formatBdt } from './money';

describe('contract money helpers', () => {
  it('parses two-decimal strings to integer poisha and back', () => {
    expect(toPoisha('15000.00')).toBe(1500000n);
    expect(toPoisha('0.5')).toBe(50n);
    expect(toPoisha('-12.34')).toBe(-1234n);
    expect(toPoisha(13000)).toBe(1300000n);
    expect(fromPoisha(1500005n)).toBe('15000.05');
    expect(normaliseMoney('15000')).toBe('15000.00');
  });

  it('rejects anything that is not a decimal amount', () => {
    expect(() => toPoisha('12.345')).toThrow(RangeError);
    expect(() => toPoisha('1e3')).toThrow(RangeError);
    expect(() => toPoisha('abc')).toThrow(RangeError);
    expect(() => toPoisha(Number.NaN)).toThrow(RangeError);
  });

  it('adds without float error', () => {
    expect(addMoney('0.10', '0.20')).toBe('0.30');
    expect(addMoney('13000.00', '13000.00', '0.01')).toBe('26000.01');
    expect(subtractMoney('100.00', '0.01')).toBe('99.99');
  });

  it('multiplies by a whole number of students', () => {
    expect(multiplyMoney('13000.00', 2)).toBe('26000.00');
    expect(multiplyMoney('10000.00', 3)).toBe('30000.00');
    expect(() => multiplyMoney('10.00', 1.5)).toThrow(RangeError);
  });

  it('takes a percentage off, rounding half up to 2 decimals', () => {
    expect(percentageOff('15000.00', 10)).toBe('13500.00');
    expect(percentageOff('999.99', '12.5')).toBe('874.99');
    expect(percentageOff('0.05', 50)).toBe('0.03');
    expect(percentageOff('100.00', 150)).toBe('0.00');
  });

  it('takes a fixed amount off and floors at zero', () => {
    expect(fixedOff('15000.00', '500')).toBe('14500.00');
    expect(fixedOff('400.00', '500.00')).toBe('0.00');
    expect(floorAtZero('-3.00')).toBe('0.00');
  });

  it('compares amounts', () => {
    expect(compareMoney('10.00', '9.99')).toBe(1);
    expect(compareMoney('10', '10.00')).toBe(0);
    expect(compareMoney('0.01', '0.10')).toBe(-1);
  });
});

describe('formatBdt', () => {
  it('formats with the taka sign, grouping and two decimals in English', () => {
    expect(formatBdt('15000.00', 'en')).toBe('৳15,000.00');
    expect(formatBdt('1500000', 'en')).toBe('৳1,500,000.00');
    expect(formatBdt(500, 'en')).toBe('৳500.00');
    expect(formatBdt('0.5', 'en')).toBe('৳0.50');
  });

  it('uses Bangla digits and lakh grouping in Bangla', () => {
    expect(formatBdt('15000.00', 'bn')).toBe('৳১৫,০০০.০০');
    expect(formatBdt('150000.75', 'bn')).toBe('৳১,৫০,০০০.৭৫');
  });

  it('keeps the sign of a negative amount', () => {
    expect(formatBdt('-500.00', 'en')).toBe('-৳500.00');
  });
});

describe('amounts as people read them', () => {
  it('groups digits with two places, with and without the taka sign', async () => {
    const { formatAmount, formatTaka } = await import('@academy/contract/money');
    expect(formatAmount('10000.00', 'en')).toBe('10,000.00');
    expect(formatAmount('150000', 'bn')).toBe('১,৫০,০০০.০০');
    expect(formatTaka('-2500.5', 'en')).toBe('-৳2,500.50');
  });
});
