/**
 * How a quiz answer is compared with its key. Pure functions both sides share: the server grades
 * with them at submit; the authoring form uses the same normalisation to spot duplicate answers.
 */

const BANGLA_ZERO = 0x09e6;

/** Bangla digits (০-৯) become Latin ones, so '৪২' and '42' are the same answer. */
export function latinDigits(text: string): string {
  return text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - BANGLA_ZERO));
}

/**
 * A short-text answer as it is compared: Unicode-normalised, Bangla digits as Latin, trimmed,
 * inner whitespace collapsed, case folded.
 */
export function normaliseShortText(text: string): string {
  return latinDigits(text.normalize('NFKC')).trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * A number as a learner may type it: Bangla or Latin digits, an optional sign and decimal point,
 * thousands separators ignored. Null when it is not a number.
 */
export function parseNumericAnswer(text: string): number | null {
  const cleaned = latinDigits(text.normalize('NFKC')).trim().replace(/[,\s]/g, '');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/** Scores carry two decimals at most (partial credit of 3 points over 3 choices is 1.00 each). */
export function roundScore(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * Multiple choice: all-or-nothing scores the full points only for exactly the right set; partial
 * credit gives each right choice ticked its share and takes a share away for each wrong one
 * ticked, never below zero (Canvas and Moodle work the same way).
 */
export function scoreMultipleChoice(
  points: number,
  correct: readonly number[],
  chosen: readonly number[],
  partialCredit: boolean,
): number {
  const right = new Set(correct);
  const picked = new Set(chosen);
  const hits = [...picked].filter((id) => right.has(id)).length;
  const misses = picked.size - hits;
  if (!partialCredit) return hits === right.size && misses === 0 ? points : 0;
  if (right.size === 0) return 0;
  return roundScore(Math.max(0, ((hits - misses) * points) / right.size));
}
