import { z } from 'zod';
import {
  EMAIL_PATTERN,
  fieldMessages,
  latinDigits,
  OTP_PATTERN,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
  textFieldMessages,
  tooLongMessage,
} from './fields.ts';
import { isCommonPassword } from './common-passwords.ts';
import { roleSchema } from './roles.ts';

/**
 * Accounts and sessions: the requests and answers of every /api/accounts/… call, the limits both
 * sides share and the server's messages.
 */

/** Code and token limits (docs/rules.md). */
export const OTP_TTL_MINUTES = 10;
/** Wrong guesses a code survives; the last one burns it. */
export const OTP_MAX_ATTEMPTS = 5;
/** A new code may be asked for once a minute … */
export const OTP_RESEND_COOLDOWN_SECONDS = 60;
/** … and a few times an hour. */
export const OTP_MAX_PER_HOUR = 5;
export const RESET_TOKEN_TTL_MINUTES = 15;
export const REFRESH_TOKEN_TTL_DAYS = 7;
export { PROFILE_POLL_MS } from './account-rules.ts';
/** The page reloads this long after a successful profile update. */
export const PROFILE_RELOAD_DELAY_MS = 1_000;
export const NAME_MAX_LENGTH = 100;
export const BIO_MAX_LENGTH = 1_000;
/** argon2 hashes whatever it is given; a ceiling keeps a huge password from costing CPU. */
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
/** Profile pictures: JPG, JPEG or PNG, decoded by the server; at most 5 MB. */
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_PICTURE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const PROFILE_PICTURE_MIME_TYPES = ['image/jpeg', 'image/png'] as const;

export const languages = ['en', 'bn'] as const;
export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;

/** What the server answers, word for word; the web shows these or its own translation. */
export const accountMessages = {
  fieldRequired: textFieldMessages.required,
  tooLong: textFieldMessages.tooLong,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  emailTaken: 'A user with this email already exists.',
  registered: 'OTP sent to your email. Please verify.',
  emailVerified: 'Email verified successfully!',
  alreadyVerified: 'This email is already verified. Please log in.',
  codeSent: 'OTP sent to your email',
  resetCodeSent: 'If an account exists for this email, a reset code has been sent to it.',
  invalidCode: 'Invalid or expired code. Please request a new one.',
  wrongCode: 'Invalid OTP. Please try again.',
  codeBurnt: 'Too many wrong attempts. Please request a new code.',
  invalidCredentials: 'Invalid email or password',
  emailNotVerified: 'Please verify your email before logging in.',
  tokenInvalid: 'Token is invalid or expired',
  loggedOut: 'Logged out successfully',
  wrongOldPassword: 'Your old password is incorrect.',
  samePassword: 'The new password must be different from the old one.',
  passwordChanged: 'Password changed successfully!',
  codeVerified: 'OTP verified successfully',
  invalidResetToken: 'This reset link is invalid or has expired. Please start again.',
  passwordReset: 'Password reset successfully',
  pictureTooLarge: 'Please choose an image of at most 5 MB.',
  tooManyAttempts: 'Too many attempts. Please try again in {seconds} seconds.',
  unlockCodeSent:
    'If an account exists for this email, a code that lets this browser sign in has been sent to it.',
  browserUnlocked: 'This browser can sign in now. Enter your password.',
} as const;

/** Machine-readable `code` beside `detail` on answers the web acts on. */
export const accountErrorCodes = {
  emailNotVerified: 'email_not_verified',
  tokenNotValid: 'token_not_valid',
  /**
   * A login refused by the account's or the address's lock (not by this browser's own budget):
   * a code mailed to the owner lets this browser through (POST /api/accounts/login/unlock/).
   */
  loginLocked: 'login_locked',
} as const;

/** A string that must be present and not blank; missing and blank give the same message. */
function requiredString(message: string = accountMessages.fieldRequired) {
  return z.string({ error: message }).trim().min(1, { error: message, abort: true });
}

function limited(schema: z.ZodString, max: number) {
  return schema.max(max, tooLongMessage(max));
}

/** Email of an account: required, the simple address pattern, compared and stored lowercase. */
export function accountEmail(required: string = accountMessages.fieldRequired) {
  return limited(
    requiredString(required).regex(EMAIL_PATTERN, fieldMessages.invalidEmail),
    EMAIL_MAX_LENGTH,
  ).toLowerCase();
}

/**
 * A new password (sign-up, change, reset): at least 8 characters, at most PASSWORD_MAX_LENGTH,
 * and none of the common ones (common-passwords.ts).
 */
export function newPassword(required: string = accountMessages.fieldRequired) {
  return (
    z
      .string({ error: required })
      .min(1, { error: required, abort: true })
      .min(PASSWORD_MIN_LENGTH, fieldMessages.passwordTooShort)
      .max(PASSWORD_MAX_LENGTH, accountMessages.passwordTooLong)
      // One message at a time: a short password is told it is short, not also that it is common.
      .refine(
        (password) => password.length < PASSWORD_MIN_LENGTH || !isCommonPassword(password),
        fieldMessages.passwordTooCommon,
      )
  );
}

/** A password being checked (login, old password): only presence and the ceiling. */
const givenPassword = z
  .string({ error: accountMessages.fieldRequired })
  .min(1, { error: accountMessages.fieldRequired, abort: true })
  .max(PASSWORD_MAX_LENGTH, accountMessages.passwordTooLong);

/** Six digits: anything else is 'Invalid verification code'. */
export const otpCode = latinDigits(
  z.string().trim().regex(OTP_PATTERN, fieldMessages.invalidOtp),
  fieldMessages.invalidOtp,
);

const all = fieldMessages.allFieldsRequired;

/** POST /api/accounts/register/; every field required. */
export const registerRequestSchema = z.object({
  first_name: limited(requiredString(all), NAME_MAX_LENGTH),
  last_name: limited(requiredString(all), NAME_MAX_LENGTH),
  email: accountEmail(all),
  phone: latinDigits(requiredString(all).regex(PHONE_PATTERN, fieldMessages.invalidPhone), all),
  password: newPassword(all),
  /** Language of the mails; the interface language at sign-up. */
  language: languageSchema.optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The sign-up form: the request plus confirm_password. */
export const signupFormSchema = registerRequestSchema
  .omit({ language: true })
  .extend({ confirm_password: z.string().min(1, all) })
  .refine((form) => form.password === form.confirm_password, {
    path: ['confirm_password'],
    message: fieldMessages.passwordsDoNotMatch,
  });
export type SignupForm = z.input<typeof signupFormSchema>;

export const registerResponseSchema = z.object({ message: z.string(), email: z.string() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/**
 * POST /api/accounts/verify-otp/, /api/accounts/password-reset/verify-otp/ and
 * /api/accounts/login/unlock/.
 */
export const verifyOtpRequestSchema = z.object({ email: accountEmail(), otp_code: otpCode });
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequestSchema>;

/**
 * POST /api/accounts/resend-otp/, /api/accounts/password-reset/request-otp/ and
 * /api/accounts/login/unlock-code/.
 */
export const emailRequestSchema = z.object({ email: accountEmail() });
export type EmailRequest = z.infer<typeof emailRequestSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** POST /api/accounts/login/ (email and password required). */
export const loginRequestSchema = z.object({ email: accountEmail(), password: givenPassword });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Login and both refresh paths answer a pair; refresh rotates the refresh token. */
export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** POST /api/accounts/token/refresh/, /api/token/refresh/ and /api/accounts/logout/. */
export const refreshRequestSchema = z.object({ refresh: requiredString() });
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

/** POST /api/accounts/change-password/; the form's confirmation is checked on the web. */
export const changePasswordRequestSchema = z.object({
  old_password: givenPassword,
  new_password: newPassword(),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** The change-password form (new equals confirm). */
export const changePasswordFormSchema = z
  .object({
    old_password: z.string().min(1, all),
    new_password: newPassword(all),
    confirm_password: z.string().min(1, all),
  })
  .refine((form) => form.new_password === form.confirm_password, {
    path: ['confirm_password'],
    message: fieldMessages.newPasswordsDoNotMatch,
  });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

/** The new tokens of the session that changed the password; every other session is ended. */
export const changePasswordResponseSchema = messageResponseSchema.extend(tokenPairSchema.shape);

/** POST /api/accounts/password-reset/verify-otp/ answers a single-use token. */
export const resetTokenResponseSchema = z.object({ message: z.string(), token: z.string() });
export type ResetTokenResponse = z.infer<typeof resetTokenResponseSchema>;

/** POST /api/accounts/password-reset/set-password/. */
export const setPasswordRequestSchema = z.object({
  email: accountEmail(),
  token: requiredString(),
  new_password: newPassword(),
});
export type SetPasswordRequest = z.infer<typeof setPasswordRequestSchema>;

/** Step 3 of the reset form (at least 8 characters, confirmation matches). */
export const resetPasswordFormSchema = z
  .object({ new_password: newPassword(), confirm_password: z.string() })
  .refine((form) => form.new_password === form.confirm_password, {
    path: ['confirm_password'],
    message: fieldMessages.passwordsDoNotMatch,
  });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

/** GET /api/accounts/profile/; profile_picture is a '/media/…' path or null. */
export const profileSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: roleSchema,
  bio: z.string().nullable(),
  profile_picture: z.string().nullable(),
  language: languageSchema,
  /** Shown to classmates on the People tab of the caller's courses; off by default. */
  listed_in_class: z.boolean(),
  /** Mail and notification reminders 24 h and 1 h before each live class of the user's courses. */
  live_class_reminders: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/** A yes/no of a multipart form ('true' or 'false'), or a JSON boolean. */
const formBoolean = z.union(
  [z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')],
  { error: fieldMessages.invalidBoolean },
);

/** The text fields of PUT /api/accounts/update/ (multipart; the picture is a file part). */
export const profileUpdateSchema = z.object({
  first_name: limited(requiredString(), NAME_MAX_LENGTH),
  last_name: limited(requiredString(), NAME_MAX_LENGTH),
  /** Missing keeps the bio; blank clears it. */
  bio: limited(z.string().trim(), BIO_MAX_LENGTH).optional(),
  language: languageSchema.optional(),
  /** Missing keeps the setting. */
  listed_in_class: formBoolean.optional(),
  /** Missing keeps the setting. */
  live_class_reminders: formBoolean.optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** GET /api/accounts/dashboard/. */
export const dashboardEnrollmentSchema = z.object({
  enrollment_id: z.number().int(),
  course: z.object({
    course_id: z.number().int(),
    course_title: z.string(),
    instructor_name: z.string(),
    thumbnail: z.string().nullable(),
  }),
  enrolled_at: z.string(),
});
export type DashboardEnrollment = z.infer<typeof dashboardEnrollmentSchema>;

export const dashboardSchema = z.object({
  /** 'Welcome, …!' on the first visit (at most one sign-in so far), else 'Welcome back, …!'. */
  welcome_message: z.string(),
  /** True until the account signs in a second time; the web greets by it in the reader's language. */
  is_first_visit: z.boolean(),
  user: z.object({
    email: z.string(),
    role: roleSchema,
    bio: z.string().nullable(),
    profile_picture: z.string().nullable(),
  }),
  enrollments: z.array(dashboardEnrollmentSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** True when a chosen file looks like a JPG, JPEG or PNG (the server decodes it to be sure). */
export function isAllowedPictureFile(file: { name: string; type: string }): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (
    (PROFILE_PICTURE_EXTENSIONS as readonly string[]).includes(extension) &&
    (file.type === '' || (PROFILE_PICTURE_MIME_TYPES as readonly string[]).includes(file.type))
  );
}
