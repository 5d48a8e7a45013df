import {
  CONTACT_EMAIL_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  contactMessages,
  type ContactRequest,
} from '@academy/contract/contact';
import { errorMessages } from '@academy/contract/errors';
import type { TFunction } from 'i18next';
import { ApiError, getErrorMessage } from '../../lib/api-error';

export type ContactField = keyof ContactRequest;
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

export const CONTACT_MAX_LENGTHS: Record<ContactField, number> = {
  name: CONTACT_NAME_MAX_LENGTH,
  email: CONTACT_EMAIL_MAX_LENGTH,
  subject: CONTACT_SUBJECT_MAX_LENGTH,
  message: CONTACT_MESSAGE_MAX_LENGTH,
};

/** A regular expression matching a message template with its one number placeholder filled. */
function templatePattern(template: string, placeholder: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(`{${placeholder}}`, '(\\d+)')}$`);
}

const tooLongPattern = templatePattern(contactMessages.tooLong, 'max');
const throttledPattern = templatePattern(errorMessages.throttled, 'seconds');

/**
 * The reader's-language version of a contact-form message: the contract's English rules (the
 * form's resolver and the server answer with the same words) map to locale strings; any other
 * server wording passes through as written.
 */
export function translateContactMessage(
  message: string,
  t: TFunction<['contact', 'validation']>,
): string {
  if (message === contactMessages.required || message === contactMessages.blank) {
    return t('contact:form.required');
  }
  if (message === contactMessages.invalidEmail) return t('validation:invalidEmail');
  const tooLong = tooLongPattern.exec(message);
  if (tooLong) return t('contact:form.tooLong', { max: Number(tooLong[1]) });
  return message;
}

/** What the error modal says: the server's message (translated when known), else the fallback. */
export function describeContactError(
  error: unknown,
  t: TFunction<['contact', 'validation']>,
): string {
  const fallback = t('contact:failure.fallback');
  if (error instanceof ApiError && error.status === 429 && error.detail) {
    const throttled = throttledPattern.exec(error.detail);
    if (throttled) {
      return t('contact:failure.throttled', { count: Math.ceil(Number(throttled[1]) / 60) });
    }
  }
  const message = getErrorMessage(error, fallback);
  return message === fallback ? fallback : translateContactMessage(message, t);
}

/**
 * The server's messages per form field. Read from the body itself: the shared ApiError helpers
 * treat a `message` key as a general message, but here `message` is one of the form's fields.
 */
export function contactFieldErrors(error: unknown): Partial<Record<ContactField, string>> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const body: unknown = error.body;
  if (typeof body !== 'object' || body === null) return {};
  const result: Partial<Record<ContactField, string>> = {};
  for (const field of CONTACT_FIELDS) {
    const messages: unknown = (body as Record<string, unknown>)[field];
    const first = Array.isArray(messages) ? messages.find((m) => typeof m === 'string') : undefined;
    if (typeof first === 'string') result[field] = first;
  }
  return result;
}
