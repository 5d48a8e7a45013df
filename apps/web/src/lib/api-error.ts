import { NON_FIELD_ERRORS, type ApiErrorBody } from '@academy/contract/errors';

/** Keys a server may use for a general message besides `detail` (register: error; coupon: message). */
const GENERAL_MESSAGE_KEYS = ['detail', 'error', 'message'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toMessages(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}

/** The answer body of a failed call: DRF-shaped JSON, another JSON object, text, or nothing. */
export type ErrorBody = ApiErrorBody | Record<string, unknown> | string | null;

/**
 * An HTTP failure carrying the status and the DRF-shaped body (`{detail}` or `{field: [messages]}`).
 * Status 0 means the request never got an answer (offline, DNS, CORS, aborted).
 */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(ApiError.describe(status, body));
  }

  private static describe(status: number, body: ErrorBody): string {
    const record: unknown = body;
    if (isRecord(record)) {
      for (const key of GENERAL_MESSAGE_KEYS) {
        const [first] = toMessages(record[key]);
        if (first) return first;
      }
    }
    return status === 0 ? 'Network request failed' : `Request failed with status ${status}`;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** The server's general message: detail (or error/message), else the first non-field error. */
  get detail(): string | undefined {
    const body: unknown = this.body;
    if (!isRecord(body)) return undefined;
    for (const key of [...GENERAL_MESSAGE_KEYS, NON_FIELD_ERRORS]) {
      const [first] = toMessages(body[key]);
      if (first) return first;
    }
    return undefined;
  }

  /** Messages per field (general keys excluded; `non_field_errors` kept). */
  get fieldErrors(): Record<string, string[]> {
    const body: unknown = this.body;
    if (!isRecord(body)) return {};
    const result: Record<string, string[]> = {};
    for (const [key, value] of Object.entries(body)) {
      if ((GENERAL_MESSAGE_KEYS as readonly string[]).includes(key)) continue;
      const messages = toMessages(value);
      if (messages.length > 0) result[key] = messages;
    }
    return result;
  }
}

/**
 * What to show the user for any thrown value: the server's general message, else the first field
 * message, else the caller's fallback (network failures and non-JSON bodies always use it).
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.detail) return error.detail;
  const [firstField] = Object.values(error.fieldErrors);
  return firstField?.[0] ?? fallback;
}

/** The first message per field, for showing next to form fields (react-hook-form `setError`). */
export function getFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if (field !== NON_FIELD_ERRORS && messages[0]) result[field] = messages[0];
  }
  return result;
}

/** Every message as '{field}: {message}' lines (one toast each), general first. */
export function getErrorLines(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  const lines: string[] = [];
  const body: unknown = error.body;
  if (isRecord(body)) {
    for (const key of GENERAL_MESSAGE_KEYS) lines.push(...toMessages(body[key]));
  }
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    for (const message of messages) {
      lines.push(field === NON_FIELD_ERRORS ? message : `${field}: ${message}`);
    }
  }
  return lines;
}
