import { OTP_TTL_MINUTES, type Language } from '@academy/contract/accounts';
import type { Mail } from '../../lib/mailer.ts';
import type { CodePurpose } from './one-time-codes.ts';
import { escapeHtml } from '../../lib/mail-text.ts';

type Wording = {
  subject: string;
  greeting: (name: string) => string;
  intro: string;
  expiry: string;
  ignore: string;
  signature: string;
};

/** The code mails in the account's language (users.language). */
const wordings: Record<CodePurpose, Record<Language, Wording>> = {
  signup: {
    en: {
      subject: 'Your Academy verification code',
      greeting: (name) => `Hello ${name},`,
      intro: 'Welcome to Academy! Enter this code to verify your email address:',
      expiry: `The code is valid for ${OTP_TTL_MINUTES} minutes.`,
      ignore: 'If you did not create an account, you can ignore this email.',
      signature: 'The Academy team',
    },
    bn: {
      subject: 'আপনার একাডেমি যাচাইকরণ কোড',
      greeting: (name) => `প্রিয় ${name},`,
      intro: 'একাডেমিতে স্বাগতম! আপনার ইমেইল ঠিকানা যাচাই করতে এই কোডটি লিখুন:',
      expiry: `কোডটি ${toBanglaDigits(OTP_TTL_MINUTES)} মিনিট পর্যন্ত কার্যকর থাকবে।`,
      ignore: 'আপনি যদি কোনো অ্যাকাউন্ট না খুলে থাকেন, তাহলে এই ইমেইলটি উপেক্ষা করুন।',
      signature: 'একাডেমি টিম',
    },
  },
  password_reset: {
    en: {
      subject: 'Your Academy password reset code',
      greeting: (name) => `Hello ${name},`,
      intro: 'We received a request to reset your password. Enter this code to continue:',
      expiry: `The code is valid for ${OTP_TTL_MINUTES} minutes.`,
      ignore: 'If you did not ask to reset your password, you can ignore this email.',
      signature: 'The Academy team',
    },
    bn: {
      subject: 'আপনার একাডেমি পাসওয়ার্ড রিসেট কোড',
      greeting: (name) => `প্রিয় ${name},`,
      intro: 'আপনার পাসওয়ার্ড রিসেট করার একটি অনুরোধ পেয়েছি। চালিয়ে যেতে এই কোডটি লিখুন:',
      expiry: `কোডটি ${toBanglaDigits(OTP_TTL_MINUTES)} মিনিট পর্যন্ত কার্যকর থাকবে।`,
      ignore: 'আপনি যদি পাসওয়ার্ড রিসেটের অনুরোধ না করে থাকেন, তাহলে এই ইমেইলটি উপেক্ষা করুন।',
      signature: 'একাডেমি টিম',
    },
  },
  browser_unlock: {
    en: {
      subject: 'Your Academy sign-in code for a new browser',
      greeting: (name) => `Hello ${name},`,
      intro:
        'Sign-in to your account is paused after many wrong passwords. To sign in on the ' +
        'browser you asked from, enter this code there, then your password:',
      expiry: `The code is valid for ${OTP_TTL_MINUTES} minutes.`,
      ignore:
        'If you did not ask for it, someone may be guessing your password: you can ignore this ' +
        'email, and choosing a new password keeps your account safe.',
      signature: 'The Academy team',
    },
    bn: {
      subject: 'নতুন ব্রাউজারে সাইন ইন করার জন্য আপনার একাডেমি কোড',
      greeting: (name) => `প্রিয় ${name},`,
      intro:
        'অনেকবার ভুল পাসওয়ার্ড দেওয়ায় আপনার অ্যাকাউন্টে সাইন ইন সাময়িকভাবে বন্ধ আছে। যে ' +
        'ব্রাউজার থেকে অনুরোধ করেছেন সেখানে সাইন ইন করতে এই কোডটি সেখানে লিখুন, তারপর আপনার পাসওয়ার্ড:',
      expiry: `কোডটি ${toBanglaDigits(OTP_TTL_MINUTES)} মিনিট পর্যন্ত কার্যকর থাকবে।`,
      ignore:
        'আপনি অনুরোধ না করে থাকলে হয়তো কেউ আপনার পাসওয়ার্ড আন্দাজ করার চেষ্টা করছে: এই ইমেইলটি ' +
        'উপেক্ষা করতে পারেন, আর নতুন পাসওয়ার্ড বেছে নিলে আপনার অ্যাকাউন্ট নিরাপদ থাকবে।',
      signature: 'একাডেমি টিম',
    },
  },
};

function toBanglaDigits(value: number): string {
  return String(value).replace(/\d/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)]!);
}

/**
 * The mail carrying a one-time code, as text and HTML. The code stays in ASCII digits in both
 * languages so it can be typed or pasted as it is.
 */
export function codeMail(input: {
  to: string;
  firstName: string;
  language: Language;
  purpose: CodePurpose;
  code: string;
}): Mail {
  const words = wordings[input.purpose][input.language];
  const greeting = words.greeting(input.firstName);
  const text = [
    greeting,
    '',
    words.intro,
    '',
    `    ${input.code}`,
    '',
    words.expiry,
    words.ignore,
    '',
    words.signature,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${input.language}">
  <body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
    <p>${escapeHtml(greeting)}</p>
    <p>${escapeHtml(words.intro)}</p>
    <p style="font-size: 28px; font-weight: bold; letter-spacing: 6px">${input.code}</p>
    <p>${escapeHtml(words.expiry)}</p>
    <p style="color: #6b7280">${escapeHtml(words.ignore)}</p>
    <p>${escapeHtml(words.signature)}</p>
  </body>
</html>
`;
  return { to: input.to, subject: words.subject, text, html };
}
