import { courseIds } from './courses.ts';
import { people, userIds } from './people.ts';
import type { SeedMoney, SeedPayment } from './types.ts';

function phoneOf(userId: number): string {
  const person = people.find((candidate) => candidate.id === userId);
  if (!person) throw new Error(`Seed payment names unknown user ${userId}`);
  return person.phone;
}

type ApprovedInput = {
  id: number;
  userId: number;
  courseId: number;
  amount: SeedMoney;
  transactionId: string;
  createdDaysAgo: number;
};

/** A single-student payment staff approved, paid from the learner's own bKash number. */
function approved(input: ApprovedInput): SeedPayment {
  return {
    id: input.id,
    userId: input.userId,
    courseId: input.courseId,
    paymentType: 'single',
    senderNumber: phoneOf(input.userId),
    transactionId: input.transactionId,
    couponCode: null,
    paidAmount: input.amount,
    computedAmount: input.amount,
    status: 'approved',
    reason: null,
    teammateIds: [],
    createdDaysAgo: input.createdDaysAgo,
  };
}

const { learner, sabbir, mithila, arif, sadia, imran, rumana } = userIds;
const c = courseIds;

/**
 * Every paid enrolment in `enrolments.ts` points at one of these approved payments, so the
 * learner's payment history and the staff queue agree with who is enrolled. Amounts are what the
 * price and any discount in force came to at the time. The last two are still pending and
 * rejected, so the staff payment queue and the learner's history show every state.
 */
export const payments: SeedPayment[] = [
  approved({
    id: 1,
    userId: learner,
    courseId: c.mlForClinicalResearch,
    amount: '12000.00',
    transactionId: 'BKA7C91D2E',
    createdDaysAgo: 62,
  }),
  approved({
    id: 2,
    userId: learner,
    courseId: c.pythonForHealthcare,
    amount: '4500.00',
    transactionId: 'BKD34F8A1C',
    createdDaysAgo: 92,
  }),
  approved({
    id: 3,
    userId: sabbir,
    courseId: c.mlForClinicalResearch,
    amount: '12000.00',
    transactionId: 'BK8E2B7F90',
    createdDaysAgo: 52,
  }),
  {
    // Paid with FLAT500: ৳18,000 less ৳500.
    ...approved({
      id: 4,
      userId: sabbir,
      courseId: c.deepLearningImaging,
      amount: '17500.00',
      transactionId: 'BK5C1A9E3D',
      createdDaysAgo: 32,
    }),
    couponCode: 'FLAT500',
  },
  approved({
    id: 5,
    userId: mithila,
    courseId: c.pythonForHealthcare,
    amount: '4500.00',
    transactionId: 'BK1F6D2C8B',
    createdDaysAgo: 72,
  }),
  approved({
    id: 6,
    userId: mithila,
    courseId: c.ethicsAndIrb,
    amount: '3000.00',
    transactionId: 'BK9A4E7B2F',
    createdDaysAgo: 42,
  }),
  approved({
    id: 7,
    userId: mithila,
    courseId: c.trialDesign,
    amount: '7000.00',
    transactionId: 'BK3B8C1F6A',
    createdDaysAgo: 37,
  }),
  approved({
    id: 8,
    userId: arif,
    courseId: c.publishingPaper,
    amount: '4800.00',
    transactionId: 'BK7D2A5E9C',
    createdDaysAgo: 62,
  }),
  approved({
    id: 9,
    userId: arif,
    courseId: c.biostatisticsWithR,
    amount: '5500.00',
    transactionId: 'BK2E9F4B7D',
    createdDaysAgo: 57,
  }),
  approved({
    id: 10,
    userId: arif,
    courseId: c.systematicReviews,
    amount: '9000.00',
    transactionId: 'BK6A1C8D3E',
    createdDaysAgo: 22,
  }),
  approved({
    id: 11,
    userId: sadia,
    courseId: c.ethicsAndIrb,
    amount: '3000.00',
    transactionId: 'BK4F7B2E1A',
    createdDaysAgo: 47,
  }),
  approved({
    id: 12,
    userId: sadia,
    courseId: c.publishingPaper,
    amount: '4800.00',
    transactionId: 'BK0C5D9A6F',
    createdDaysAgo: 32,
  }),
  approved({
    id: 13,
    userId: imran,
    courseId: c.pythonForHealthcare,
    amount: '4500.00',
    transactionId: 'BK8B3E6C2D',
    createdDaysAgo: 42,
  }),
  approved({
    id: 14,
    userId: imran,
    courseId: c.mlForClinicalResearch,
    amount: '12000.00',
    transactionId: 'BK5D9A2F7E',
    createdDaysAgo: 27,
  }),
  {
    // Group enrolment: two students at ৳13,000 each, Rumana as teammate one.
    ...approved({
      id: 15,
      userId: imran,
      courseId: c.aiResearchBootcamp,
      amount: '26000.00',
      transactionId: 'BK1E4C7A9B',
      createdDaysAgo: 17,
    }),
    paymentType: 'duo',
    teammateIds: [rumana],
  },
  approved({
    id: 16,
    userId: imran,
    courseId: c.eegProcessing,
    amount: '8500.00',
    transactionId: 'BK7A2D5F1C',
    createdDaysAgo: 24,
  }),
  approved({
    id: 17,
    userId: rumana,
    courseId: c.deepLearningImaging,
    amount: '18000.00',
    transactionId: 'BK3F6B9E4A',
    createdDaysAgo: 22,
  }),
  approved({
    id: 18,
    userId: rumana,
    courseId: c.seatsFilled,
    amount: '8500.00',
    transactionId: 'BK9C1E3B8D',
    createdDaysAgo: 27,
  }),
  approved({
    id: 19,
    userId: mithila,
    courseId: c.survivalAnalysis,
    amount: '7000.00',
    transactionId: 'BK4D8E1A6C',
    createdDaysAgo: 9,
  }),
  approved({
    id: 20,
    userId: arif,
    courseId: c.referenceAndLatex,
    amount: '2500.00',
    transactionId: 'BK7F3A9C2E',
    createdDaysAgo: 48,
  }),
  approved({
    id: 21,
    userId: sadia,
    courseId: c.responsibleAi,
    amount: '5000.00',
    transactionId: 'BK1B6D4F8A',
    createdDaysAgo: 29,
  }),
  approved({
    id: 22,
    userId: imran,
    courseId: c.computationalNeuroscience,
    amount: '8800.00',
    transactionId: 'BK9E2C7A5D',
    createdDaysAgo: 19,
  }),
  approved({
    id: 23,
    userId: arif,
    courseId: c.grantWriting,
    amount: '5999.00',
    transactionId: 'BK3C7F1B9E',
    createdDaysAgo: 13,
  }),
  approved({
    id: 24,
    userId: mithila,
    courseId: c.dataVisualisation,
    amount: '3500.00',
    transactionId: 'BK6A9D3E7B',
    createdDaysAgo: 18,
  }),
  approved({
    id: 25,
    userId: imran,
    courseId: c.neuroimaging,
    amount: '14000.00',
    transactionId: 'BK2F5B8C4A',
    createdDaysAgo: 11,
  }),
  approved({
    id: 26,
    userId: rumana,
    courseId: c.comingSoon,
    amount: '10000.00',
    transactionId: 'BK8D1A6F3C',
    createdDaysAgo: 8,
  }),
  {
    ...approved({
      id: 27,
      userId: sabbir,
      courseId: c.survivalAnalysis,
      amount: '7000.00',
      transactionId: 'BK6E8A4C2F',
      createdDaysAgo: 1,
    }),
    status: 'pending',
  },
  {
    ...approved({
      id: 28,
      userId: arif,
      courseId: c.eegProcessing,
      amount: '8500.00',
      transactionId: 'BK2A7F3D5B',
      createdDaysAgo: 10,
    }),
    status: 'rejected',
    reason:
      'We could not find this transaction ID in our bKash statement. Please check the ID in your bKash app and submit again.',
  },
];
