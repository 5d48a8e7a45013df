/**
 * Shared field rules: messages, lengths and patterns, with no zod, so the web's fields can check
 * values without loading it. fields.ts builds the shared schemas from them, so the server and the
 * web give the same messages.
 */
export const fieldMessages = {
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid 11-digit phone number',
  invalidOtp: 'Invalid verification code',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordTooCommon: 'This password is too common. Please choose one that is harder to guess.',
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
  invalidBoolean: 'Must be a valid boolean.',
} as const;

export type FieldMessageKey = keyof typeof fieldMessages;

/**
 * What the server answers for a text field, in Django REST framework's wording, which the API
 * has always used: missing, blank after trimming, longer than its ceiling. Every module's
 * messages take these from here (quizMessages.blank, contactMessages.required, ...).
 */
export const textFieldMessages = {
  required: 'This field is required.',
  blank: 'This field may not be blank.',
  tooLong: 'Ensure this field has no more than {max} characters.',
} as const;

/** textFieldMessages.tooLong with its ceiling filled in. */
export function tooLongMessage(max: number): string {
  return textFieldMessages.tooLong.replace('{max}', String(max));
}

/**
 * Bangla digits (০-৯, what a Bangla keyboard types) as Latin ones, other characters unchanged:
 * every numeric field (phone, bKash number, one-time code, amounts, scores) reads either.
 */
export function toLatinDigits(value: string): string {
  return value.replace(/[\u09E6-\u09EF]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));
}

/** Phone 11 digits, one-time code 6, password at least 8. */
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
