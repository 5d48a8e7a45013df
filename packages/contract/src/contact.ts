import { z } from 'zod';
import { EMAIL_PATTERN, fieldMessages, requiredText, textFieldMessages } from './fields.ts';

/** Longest accepted value of each contact-form field. */
export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_EMAIL_MAX_LENGTH = 254;
export const CONTACT_SUBJECT_MAX_LENGTH = 200;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** After a successful send the form stays locked for one hour. */
export const CONTACT_COOLDOWN_MS = 3_600_000;
/** Where the web keeps the time of the last successful send. */
export const CONTACT_LAST_SUBMISSION_KEY = 'lastContactSubmission';
/** Messages one address may send per window before the server answers 429. */
export const CONTACT_MAX_PER_WINDOW = 3;
export const CONTACT_WINDOW_MS = 3_600_000;

/** The messages of the contact rules, in the wording the server answers (DRF's). */
export const contactMessages = {
  required: textFieldMessages.required,
  blank: textFieldMessages.blank,
  tooLong: textFieldMessages.tooLong,
  invalidEmail: fieldMessages.invalidEmail,
} as const;

/** POST /api/contact/ body: every field required, the email a plain address. */
export const contactRequestSchema = z.object({
  name: requiredText(CONTACT_NAME_MAX_LENGTH),
  // A blank address is told it is blank, not also that it is no address.
  email: requiredText(CONTACT_EMAIL_MAX_LENGTH, textFieldMessages.blank, true).regex(
    EMAIL_PATTERN,
    contactMessages.invalidEmail,
  ),
  subject: requiredText(CONTACT_SUBJECT_MAX_LENGTH),
  message: requiredText(CONTACT_MESSAGE_MAX_LENGTH),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** What a sender gets back: the stored message's public fields. */
export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  created_at: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** A message as staff read it in the console, with when it was dealt with. */
export const adminContactMessageSchema = contactMessageSchema.extend({
  handled_at: z.string().nullable(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

/** Staff list page size unless ?page_size= says otherwise. */
export const CONTACT_ADMIN_PAGE_SIZE = 20;

/** PATCH /api/admin/contact-messages/{id}/ body: staff mark a message dealt with, or not yet. */
export const contactHandledRequestSchema = z.object({ handled: z.boolean() });
export type ContactHandledRequest = z.infer<typeof contactHandledRequestSchema>;

/**
 * How the academy can be reached outside the form (help center, contact page). The phone is the
 * operations line of the staff account; both are shown to visitors.
 */
export const SUPPORT_EMAIL = 'support@academy.test';
/** E.164 for tel: links; SUPPORT_PHONE_DISPLAY is how it is written on the page. */
export const SUPPORT_PHONE = '+8801711000001';
export const SUPPORT_PHONE_DISPLAY = '+880 1711-000001';
