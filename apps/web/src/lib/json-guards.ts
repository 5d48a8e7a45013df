/**
 * Checks for values read from JSON (API answers, localStorage) by the code of the first page,
 * which reads a few small shapes and does not load zod for them (README "Bundle budget").
 */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

/** Absent or of the given kind (`typeof`), or null when `nullable`. */
export function isOptional(
  value: unknown,
  kind: 'string' | 'number' | 'boolean',
  nullable = false,
): boolean {
  return value === undefined || (nullable && value === null) || typeof value === kind;
}
