// Recognises "the database cannot be reached right now", which the API answers with 503 and a
// Retry-After instead of a 500: the request was fine and will succeed once the server is back.

/** Socket-level failures while connecting to or talking with PostgreSQL. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATEs meaning the server is shutting down, starting up or out of connection slots. */
const serverCodes = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres, pg-pool and PGlite report these conditions as plain messages without a code. */
const unavailableMessages = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error and is not queryable/i,
  /Cannot use a pool after calling end on the pool/i,
  /PGlite is clos(ed|ing)/i,
];

/**
 * True when `error`, or any error it wraps (drizzle wraps driver errors in `cause`; Node wraps
 * failed attempts at several addresses in an AggregateError), says the database is unavailable.
 */
export function isDatabaseUnavailableError(error: unknown): boolean {
  return someInChain(error, 0);
}

function someInChain(error: unknown, depth: number): boolean {
  if (depth > 8 || typeof error !== 'object' || error === null) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && isUnavailableCode(code)) return true;
  if (typeof message === 'string' && unavailableMessages.some((pattern) => pattern.test(message))) {
    return true;
  }
  if (someInChain(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => someInChain(inner, depth + 1));
}

function isUnavailableCode(code: string): boolean {
  // SQLSTATE class 08 is "connection exception" (08000, 08001, 08003, 08004, 08006, …).
  return networkCodes.has(code) || serverCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code);
}

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

/** True for PostgreSQL's unique_violation (23505), whichever constraint it names. */
export const isUniqueViolation = (error: unknown): boolean =>
  violatedUniqueConstraint(error) !== null;
