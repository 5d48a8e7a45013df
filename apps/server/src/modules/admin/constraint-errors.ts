type DriverError = { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };

/**
 * The name of the unique constraint a failed statement violated (SQLSTATE 23505), or null for any
 * other error. drizzle wraps the driver's error in `cause`; both drivers name the constraint.
 */
export function violatedUniqueConstraint(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const candidate = current as DriverError;
    if (candidate.code === '23505') {
      if (typeof candidate.constraint === 'string') return candidate.constraint;
      const named = /unique constraint "([^"]+)"/.exec(String(candidate.message ?? ''));
      return named?.[1] ?? '';
    }
    current = candidate.cause;
  }
  return null;
}
