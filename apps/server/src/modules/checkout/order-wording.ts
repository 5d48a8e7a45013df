import type { Language } from '@academy/contract/accounts';

/** What learners are told about their online orders, in their language. */
export const orderWording: Record<
  Language,
  {
    paidSubject: (course: string) => string;
    paidNotice: (course: string, amount: string, invoice: string) => string;
    receiptLine: string;
    refundSubject: (course: string) => string;
    refundNotice: (course: string, amount: string, reason: string) => string;
    enrolmentEnded: string;
    teammateEndedSubject: (course: string) => string;
    teammateEndedNotice: (course: string, payer: string) => string;
  }
> = {
  en: {
    paidSubject: (course) => `Payment received: ${course}`,
    paidNotice: (course, amount, invoice) =>
      `We received your payment of ${amount} for “${course}” (order ${invoice}). You are now enrolled.`,
    receiptLine: 'Your receipt is on your payments page.',
    refundSubject: (course) => `Refund for ${course}`,
    refundNotice: (course, amount, reason) =>
      `We refunded ${amount} of your payment for “${course}”. Reason: ${reason}`,
    enrolmentEnded: 'As the payment was refunded in full, your enrolment in the course has ended.',
    teammateEndedSubject: (course) => `Your place in ${course} has ended`,
    teammateEndedNotice: (course, payer) =>
      `${payer} was refunded in full for the group payment that enrolled you in “${course}”, so your enrolment in the course has ended.`,
  },
  bn: {
    paidSubject: (course) => `পেমেন্ট পাওয়া গেছে: ${course}`,
    paidNotice: (course, amount, invoice) =>
      `“${course}” কোর্সের জন্য আপনার ${amount} পেমেন্ট আমরা পেয়েছি (অর্ডার ${invoice})। আপনি এখন কোর্সে ভর্তি।`,
    receiptLine: 'আপনার রসিদ পেমেন্ট পাতায় আছে।',
    refundSubject: (course) => `${course} কোর্সের টাকা ফেরত`,
    refundNotice: (course, amount, reason) =>
      `“${course}” কোর্সের পেমেন্ট থেকে ${amount} ফেরত দেওয়া হয়েছে। কারণ: ${reason}`,
    enrolmentEnded: 'পুরো টাকা ফেরত দেওয়ায় কোর্সে আপনার ভর্তি শেষ হয়েছে।',
    teammateEndedSubject: (course) => `${course} কোর্সে আপনার ভর্তি শেষ হয়েছে`,
    teammateEndedNotice: (course, payer) =>
      `যে গ্রুপ পেমেন্টে আপনি “${course}” কোর্সে ভর্তি হয়েছিলেন, তার পুরো টাকা ${payer}-কে ফেরত দেওয়া হয়েছে, তাই কোর্সে আপনার ভর্তি শেষ হয়েছে।`,
  },
};
