import { courseIds } from './courses.ts';
import type { SeedDiscount } from './types.ts';

/** Discount ids tests and docs refer to. */
export const discountIds = {
  fixedActive: 1,
  percentageActive: 2,
  explicitPriceActive: 3,
  expired: 4,
  inactive: 5,
} as const;

/**
 * Staff sales over some courses. Besides making the catalogue look alive, they cover every
 * discount rule (docs/rules.md): a fixed amount off, a percentage off, an explicit price that wins
 * over the computed one, and two that must not apply (ended, switched off).
 *
 * Courses 7 (Survival Analysis in R) and 13 (Deep Learning for Medical Imaging) carry only an
 * ended and a switched-off discount and the demo learner has not bought them: they must show full
 * price. Course 14 has no discount; its offer is group pricing.
 */
export const discounts: SeedDiscount[] = [
  {
    id: discountIds.fixedActive,
    name: 'Pohela Falgun Offer',
    discountType: 'fixed',
    value: '1000.00',
    courseIds: [courseIds.trialDesign, courseIds.eegProcessing],
    priceAfterDiscount: {},
    endsInDays: 30,
    isActive: true,
  },
  {
    id: discountIds.percentageActive,
    name: 'Research Writing Month',
    discountType: 'percentage',
    value: '20.00',
    courseIds: [courseIds.publishingPaper, courseIds.computationalNeuroscience],
    priceAfterDiscount: {},
    endsInDays: 45,
    isActive: true,
  },
  {
    // ৳7,500 less 20% would be ৳6,000; the explicit sale price below is what buyers pay.
    id: discountIds.explicitPriceActive,
    name: 'Grant Season Special',
    discountType: 'percentage',
    value: '20.00',
    courseIds: [courseIds.grantWriting],
    priceAfterDiscount: { [courseIds.grantWriting]: '5999.00' },
    endsInDays: 60,
    isActive: true,
  },
  {
    id: discountIds.expired,
    name: 'Winter Early Bird',
    discountType: 'percentage',
    value: '30.00',
    courseIds: [courseIds.survivalAnalysis, courseIds.deepLearningImaging],
    priceAfterDiscount: {},
    endsInDays: -14,
    isActive: true,
  },
  {
    id: discountIds.inactive,
    name: 'Founders Discount (paused)',
    discountType: 'fixed',
    value: '2000.00',
    courseIds: [courseIds.survivalAnalysis, courseIds.neuroimaging],
    priceAfterDiscount: {},
    endsInDays: 90,
    isActive: false,
  },
];
