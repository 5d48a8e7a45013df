import type { Language } from '@academy/contract/accounts';
import { formatTaka } from '@academy/contract/money';

/** Taka in the reader's digits, grouped as the pages write it. */
export function takaFor(amount: string, language: Language): string {
  // Grouped as on the pages ('৳15,000.00', '৳১৫,০০০.০০'), not '৳15000.00'.
  return formatTaka(amount, language);
}

type Wording = {
  signature: string;
  greeting: (name: string) => string;
  submittedSubject: (course: string) => string;
  submittedBody: (course: string, amount: string, transactionId: string) => string;
  approvedSubject: (course: string) => string;
  approvedNotice: (course: string) => string;
  teammateNotice: (payer: string, course: string) => string;
  startLearning: string;
  rejectedSubject: (course: string) => string;
  rejectedNotice: (course: string, reason: string) => string;
  rejectedHelp: string;
  inviteSubject: (payer: string, course: string) => string;
  inviteBody: (payer: string, course: string, email: string) => string;
};

/** What learners read about their payments, in their interface language (users.language). */
export const paymentWording: Record<Language, Wording> = {
  en: {
    signature: 'The Academy team',
    greeting: (name) => `Hello ${name},`,
    submittedSubject: (course) => `We received your payment for ${course}`,
    submittedBody: (course, amount, id) =>
      `Thank you! Your bKash payment of ${amount} for “${course}” (transaction ID ${id}) is waiting for verification. We check it against our bKash statement and enrol you as soon as it is confirmed, usually within a few hours.`,
    approvedSubject: (course) => `You are enrolled in ${course}`,
    approvedNotice: (course) => `Your payment for “${course}” was approved. You are now enrolled.`,
    teammateNotice: (payer, course) => `${payer} enrolled you in “${course}” as a teammate.`,
    startLearning: 'Start learning here:',
    rejectedSubject: (course) => `Your payment for ${course} was not accepted`,
    rejectedNotice: (course, reason) => `Your payment for “${course}” was rejected: ${reason}`,
    rejectedHelp: 'You can check your payments and submit again here:',
    inviteSubject: (payer, course) => `${payer} enrolled you in ${course}`,
    inviteBody: (payer, course, email) =>
      `${payer} paid for a group enrolment in “${course}” at Academy and named you as a teammate. Create your free account with this email address (${email}) and the course will be waiting for you:`,
  },
  bn: {
    signature: 'একাডেমি টিম',
    greeting: (name) => `প্রিয় ${name},`,
    submittedSubject: (course) => `${course} কোর্সের পেমেন্ট আমরা পেয়েছি`,
    submittedBody: (course, amount, id) =>
      `ধন্যবাদ! “${course}” কোর্সের জন্য আপনার ${amount} বিকাশ পেমেন্ট (ট্রানজ্যাকশন আইডি ${id}) যাচাইয়ের অপেক্ষায় আছে। আমাদের বিকাশ স্টেটমেন্টের সাথে মিলিয়ে নিশ্চিত হলেই আপনাকে কোর্সে ভর্তি করা হবে, সাধারণত কয়েক ঘণ্টার মধ্যে।`,
    approvedSubject: (course) => `আপনি ${course} কোর্সে ভর্তি হয়েছেন`,
    approvedNotice: (course) => `“${course}” কোর্সের পেমেন্ট অনুমোদিত হয়েছে। আপনি এখন কোর্সে ভর্তি।`,
    teammateNotice: (payer, course) =>
      `${payer} আপনাকে টিমমেট হিসেবে “${course}” কোর্সে ভর্তি করেছেন।`,
    startLearning: 'এখান থেকে শেখা শুরু করুন:',
    rejectedSubject: (course) => `${course} কোর্সের পেমেন্ট গ্রহণ করা হয়নি`,
    rejectedNotice: (course, reason) => `“${course}” কোর্সের পেমেন্ট প্রত্যাখ্যাত হয়েছে: ${reason}`,
    rejectedHelp: 'আপনার পেমেন্টগুলো দেখে আবার জমা দিতে পারবেন এখানে:',
    inviteSubject: (payer, course) => `${payer} আপনাকে ${course} কোর্সে ভর্তি করেছেন`,
    inviteBody: (payer, course, email) =>
      `${payer} একাডেমিতে “${course}” কোর্সে গ্রুপ ভর্তির পেমেন্ট করেছেন এবং আপনাকে টিমমেট হিসেবে যুক্ত করেছেন। এই ইমেইল ঠিকানা (${email}) দিয়ে বিনামূল্যে অ্যাকাউন্ট খুলুন, কোর্সটি আপনার জন্য অপেক্ষা করছে:`,
  },
};
