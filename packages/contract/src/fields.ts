import { z } from 'zod';

/**
 * Shared field rules (visitor-and-account spec, section 5). The server validates with these
 * pieces and the web's forms resolve with them, so both sides give the same exact messages.
 */
export const fieldMessages = {
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid 11-digit phone number',
  invalidOtp: 'Invalid verification code',
  passwordTooShort: 'Password must be at least 8 characters long',
  allFieldsRequired: 'All fields are required',
  passwordsDoNotMatch: 'Passwords do not match',
  newPasswordsDoNotMatch: 'New passwords do not match!',
  invalidImageType: 'Please select a JPG, JPEG, or PNG image',
  noChanges: 'No changes to update',
  bkashNumberRequired: 'bKash number is required.',
  invalidBkashNumber: 'Enter a valid 11-digit bKash number.',
  transactionIdRequired: 'Transaction ID is required.',
  invalidTransactionId: 'Enter a valid transaction ID.',
  invalidPromoCode: 'Enter a valid promo code.',
  teammateNameRequired: 'Name is required.',
  teammateNameTooShort: 'Name must be at least 2 characters.',
  teammateEmailRequired: 'Email is required.',
  teammateInvalidEmail: 'Enter a valid email address.',
  teammatePhoneRequired: 'Phone number is required.',
  teammateInvalidPhone: 'Enter a valid 11-digit phone number.',
  loginToEnroll: 'Please log in to enroll in this course',
} as const;

export type FieldMessageKey = keyof typeof fieldMessages;

/** Section 9: phone 11 digits, one-time code 6, password at least 8. */
export const PHONE_LENGTH = 11;
export const OTP_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 8;
export const TEAMMATE_NAME_MIN_LENGTH = 2;

/** A simple address pattern: something, an @, something, a dot, something; no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_PATTERN = /^\d{11}$/;
export const OTP_PATTERN = /^\d{6}$/;
/** Mobile-money sender: 01, then a digit 3 to 9, then 8 digits. */
export const BKASH_NUMBER_PATTERN = /^01[3-9]\d{8}$/;
export const TRANSACTION_ID_PATTERN = /^[A-Za-z0-9]{10,}$/;
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9]{4,}$/;

/** Email address of an account. */
export const emailField = z.string().trim().regex(EMAIL_PATTERN, fieldMessages.invalidEmail);
/** 11-digit phone number, digits only. */
export const phoneField = z.string().trim().regex(PHONE_PATTERN, fieldMessages.invalidPhone);
/** 6-digit one-time code sent by mail. */
export const otpField = z.string().trim().regex(OTP_PATTERN, fieldMessages.invalidOtp);
/** A new password; only the length is ruled. */
export const passwordField = z.string().min(PASSWORD_MIN_LENGTH, fieldMessages.passwordTooShort);

/** Mobile-money (bKash) sender number. */
export const bkashNumberField = z
  .string()
  .trim()
  .min(1, fieldMessages.bkashNumberRequired)
  .regex(BKASH_NUMBER_PATTERN, fieldMessages.invalidBkashNumber);

/** Mobile-money transaction ID: alphanumeric, at least 10 characters. */
export const transactionIdField = z
  .string()
  .trim()
  .min(1, fieldMessages.transactionIdRequired)
  .regex(TRANSACTION_ID_PATTERN, fieldMessages.invalidTransactionId);

/** Optional promo code: empty, or alphanumeric with at least 4 characters. */
export const promoCodeField = z
  .string()
  .trim()
  .refine((code) => code === '' || PROMO_CODE_PATTERN.test(code), fieldMessages.invalidPromoCode);

/** A teammate of a duo or trio enrolment. */
export const teammateSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, fieldMessages.teammateNameRequired)
    .min(TEAMMATE_NAME_MIN_LENGTH, fieldMessages.teammateNameTooShort),
  email: z
    .string()
    .trim()
    .min(1, fieldMessages.teammateEmailRequired)
    .regex(EMAIL_PATTERN, fieldMessages.teammateInvalidEmail),
  number: z
    .string()
    .trim()
    .min(1, fieldMessages.teammatePhoneRequired)
    .regex(PHONE_PATTERN, fieldMessages.teammateInvalidPhone),
});
export type Teammate = z.infer<typeof teammateSchema>;
