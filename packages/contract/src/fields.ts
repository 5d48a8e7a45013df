import { z } from 'zod';
import {
  BKASH_NUMBER_PATTERN,
  EMAIL_PATTERN,
  fieldMessages,
  OTP_PATTERN,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
  PROMO_CODE_PATTERN,
  TEAMMATE_NAME_MIN_LENGTH,
  TRANSACTION_ID_PATTERN,
} from './field-rules.ts';

// The rules stay importable from here, where the server has always found them.
export * from './field-rules.ts';

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
