import { toPoisha } from '@academy/contract/money';

/**
 * A "nice" top for a chart axis: the smallest 1, 2 or 5 × 10^n at or above the largest value, so
 * gridlines fall on round numbers (7 → 10, 23 → 50, 26000 → 50000). Never below 1.
 */
export function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) {
    if (step * magnitude >= max) return step * magnitude;
  }
  return 10 * magnitude;
}

/** Revenue amounts ('26000.00') as whole taka for plotting; the labels keep the exact strings. */
export function takaValue(amount: string): number {
  return Number(toPoisha(amount) / 100n);
}

/** Bar heights in chart units for values against a nice maximum. */
export function barHeights(values: number[], height: number): { max: number; heights: number[] } {
  const max = niceMax(Math.max(0, ...values));
  return { max, heights: values.map((value) => (value / max) * height) };
}
