import { NON_FIELD_ERRORS } from '@academy/contract/errors';
import type { FieldErrors } from 'react-hook-form';
import { ApiError } from '../../../lib/api-error';

/** Field paths of the payment body, in the order the form shows them. */
const FIELD_ORDER = [
  'payment_type',
  'sender_number',
  'transaction_id',
  'coupon_code',
  'teammate_one.name',
  'teammate_one.email',
  'teammate_one.number',
  'teammate_two.name',
  'teammate_two.email',
  'teammate_two.number',
  'paid_amount',
  'course_id',
];

const orderOf = (field: string) => {
  const index = FIELD_ORDER.indexOf(field);
  return index === -1 ? FIELD_ORDER.length : index;
};

/** Every message of a react-hook-form error tree as dotted path → message. */
export function flattenFormErrors(errors: FieldErrors, prefix = ''): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string' && message) result[path] = message;
    else Object.assign(result, flattenFormErrors(value as FieldErrors, path));
  }
  return result;
}

export type ErrorLineParts = {
  /** 'Teammate 1 email' for a field path; null for errors of the whole payment. */
  labelOf: (field: string) => string;
  translate: (message: string) => string;
  /** 'Payment failed.' and, without an answer, 'Failed to submit payment.' */
  paymentFailed: string;
  submitFailed: string;
};

/** Lines for the error modal from field path → message pairs, in form order. */
export function fieldErrorLines(errors: Record<string, string>, parts: ErrorLineParts): string[] {
  return Object.entries(errors)
    .sort(([a], [b]) => orderOf(a) - orderOf(b))
    .map(([field, message]) =>
      field === NON_FIELD_ERRORS
        ? parts.translate(message)
        : `${parts.labelOf(field)}: ${parts.translate(message)}`,
    );
}

/**
 * The server's messages, else 'Payment failed.'; a network failure reads 'Failed to
 * submit payment.'.
 */
export function submissionErrorLines(error: unknown, parts: ErrorLineParts): string[] {
  if (!(error instanceof ApiError) || error.isNetworkError) return [parts.submitFailed];
  const fields = error.fieldErrors;
  const firsts = Object.fromEntries(
    Object.entries(fields).flatMap(([field, messages]) =>
      messages[0] ? [[field, messages[0]] as const] : [],
    ),
  );
  const lines = fieldErrorLines(firsts, parts);
  const body: unknown = error.body;
  const general =
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { detail?: unknown }).detail === 'string'
      ? [parts.translate((body as { detail: string }).detail)]
      : [];
  const all = [...general, ...lines];
  return all.length > 0 ? all : [parts.paymentFailed];
}
