import { courseIds } from './courses.ts';
import { userIds } from './people.ts';
import type { SeedEnrollment, SeedReview } from './types.ts';

const { learner, sabbir, mithila, arif, sadia, imran, rumana } = userIds;
const c = courseIds;

/**
 * Who is enrolled where. The demo learner follows two of the demo instructor's courses (1 and 6)
 * with some lessons done, plus the free foundations course (docs/product.md).
 * Nobody has finished a course: completion issues a certificate, which the seed does not fake.
 */
export const enrolments: SeedEnrollment[] = [
  {
    userId: learner,
    courseId: c.mlForClinicalResearch,
    paymentId: 1,
    enrolledDaysAgo: 61,
    completedLessonCount: 4,
  },
  {
    userId: learner,
    courseId: c.pythonForHealthcare,
    paymentId: 2,
    enrolledDaysAgo: 91,
    completedLessonCount: 7,
  },
  {
    userId: learner,
    courseId: c.researchFoundations,
    paymentId: null,
    enrolledDaysAgo: 100,
    completedLessonCount: 3,
  },

  {
    userId: sabbir,
    courseId: c.mlForClinicalResearch,
    paymentId: 3,
    enrolledDaysAgo: 51,
    completedLessonCount: 6,
  },
  {
    userId: sabbir,
    courseId: c.deepLearningImaging,
    paymentId: 4,
    enrolledDaysAgo: 31,
    completedLessonCount: 3,
  },
  {
    userId: sabbir,
    courseId: c.researchFoundations,
    paymentId: null,
    enrolledDaysAgo: 80,
    completedLessonCount: 5,
  },

  {
    userId: mithila,
    courseId: c.pythonForHealthcare,
    paymentId: 5,
    enrolledDaysAgo: 71,
    completedLessonCount: 10,
  },
  {
    userId: mithila,
    courseId: c.ethicsAndIrb,
    paymentId: 6,
    enrolledDaysAgo: 41,
    completedLessonCount: 2,
  },
  {
    userId: mithila,
    courseId: c.trialDesign,
    paymentId: 7,
    enrolledDaysAgo: 36,
    completedLessonCount: 4,
  },

  {
    userId: arif,
    courseId: c.publishingPaper,
    paymentId: 8,
    enrolledDaysAgo: 61,
    completedLessonCount: 5,
  },
  {
    userId: arif,
    courseId: c.biostatisticsWithR,
    paymentId: 9,
    enrolledDaysAgo: 56,
    completedLessonCount: 3,
  },
  {
    userId: arif,
    courseId: c.systematicReviews,
    paymentId: 10,
    enrolledDaysAgo: 21,
    completedLessonCount: 1,
  },
  {
    userId: arif,
    courseId: c.researchFoundations,
    paymentId: null,
    enrolledDaysAgo: 65,
    completedLessonCount: 2,
  },

  {
    userId: sadia,
    courseId: c.ethicsAndIrb,
    paymentId: 11,
    enrolledDaysAgo: 46,
    completedLessonCount: 6,
  },
  {
    userId: sadia,
    courseId: c.publishingPaper,
    paymentId: 12,
    enrolledDaysAgo: 31,
    completedLessonCount: 2,
  },
  {
    userId: sadia,
    courseId: c.researchFoundations,
    paymentId: null,
    enrolledDaysAgo: 58,
    completedLessonCount: 4,
  },

  {
    userId: imran,
    courseId: c.pythonForHealthcare,
    paymentId: 13,
    enrolledDaysAgo: 41,
    completedLessonCount: 9,
  },
  {
    userId: imran,
    courseId: c.mlForClinicalResearch,
    paymentId: 14,
    enrolledDaysAgo: 26,
    completedLessonCount: 2,
  },
  {
    userId: imran,
    courseId: c.aiResearchBootcamp,
    paymentId: 15,
    enrolledDaysAgo: 16,
    completedLessonCount: 1,
  },
  {
    userId: imran,
    courseId: c.eegProcessing,
    paymentId: 16,
    enrolledDaysAgo: 23,
    completedLessonCount: 3,
  },

  {
    userId: rumana,
    courseId: c.deepLearningImaging,
    paymentId: 17,
    enrolledDaysAgo: 21,
    completedLessonCount: 2,
  },
  // Enrolled as Imran's teammate on his duo payment.
  {
    userId: rumana,
    courseId: c.aiResearchBootcamp,
    paymentId: 15,
    enrolledDaysAgo: 16,
    completedLessonCount: 1,
  },
  {
    userId: rumana,
    courseId: c.seatsFilled,
    paymentId: 18,
    enrolledDaysAgo: 26,
    completedLessonCount: 2,
  },

  // Later purchases, so every open course has students.
  {
    userId: mithila,
    courseId: c.survivalAnalysis,
    paymentId: 19,
    enrolledDaysAgo: 8,
    completedLessonCount: 1,
  },
  {
    userId: arif,
    courseId: c.referenceAndLatex,
    paymentId: 20,
    enrolledDaysAgo: 47,
    completedLessonCount: 4,
  },
  {
    userId: sadia,
    courseId: c.responsibleAi,
    paymentId: 21,
    enrolledDaysAgo: 28,
    completedLessonCount: 3,
  },
  {
    userId: imran,
    courseId: c.computationalNeuroscience,
    paymentId: 22,
    enrolledDaysAgo: 18,
    completedLessonCount: 2,
  },
  {
    userId: arif,
    courseId: c.grantWriting,
    paymentId: 23,
    enrolledDaysAgo: 12,
    completedLessonCount: 1,
  },
  {
    userId: mithila,
    courseId: c.dataVisualisation,
    paymentId: 24,
    enrolledDaysAgo: 17,
    completedLessonCount: 2,
  },
  {
    userId: imran,
    courseId: c.neuroimaging,
    paymentId: 25,
    enrolledDaysAgo: 10,
    completedLessonCount: 1,
  },
  {
    userId: rumana,
    courseId: c.comingSoon,
    paymentId: 26,
    enrolledDaysAgo: 7,
    completedLessonCount: 0,
  },
];

/** Ratings by enrolled learners (one per learner and course), which feed rating_avg. */
export const reviews: SeedReview[] = [
  {
    userId: learner,
    courseId: c.pythonForHealthcare,
    rating: 5,
    comment:
      'I had never written code before. The dengue line-list exercises finally made pandas click, and I now clean our ward audit data in minutes instead of a whole afternoon in Excel.',
    createdDaysAgo: 30,
  },
  {
    userId: mithila,
    courseId: c.pythonForHealthcare,
    rating: 5,
    comment:
      'Clear, patient teaching with examples from our own health system. The module on merging visit tables was worth the fee on its own.',
    createdDaysAgo: 20,
  },
  {
    userId: imran,
    courseId: c.pythonForHealthcare,
    rating: 4,
    comment:
      'Coming from software, the first module was slow for me, but the data-cleaning and plotting parts were excellent and very practical.',
    createdDaysAgo: 12,
  },
  {
    userId: sabbir,
    courseId: c.mlForClinicalResearch,
    rating: 4,
    comment:
      'The validation module changed how I read prediction papers. I would love one more worked example on calibration with a small dataset.',
    createdDaysAgo: 18,
  },
  {
    userId: imran,
    courseId: c.mlForClinicalResearch,
    rating: 5,
    comment:
      'Finally a machine learning course that talks about leakage, calibration and TRIPOD instead of just accuracy. Highly recommended for anyone building clinical models.',
    createdDaysAgo: 6,
  },
  {
    userId: arif,
    courseId: c.publishingPaper,
    rating: 5,
    comment:
      'Tahmina Apa explained the structure of a paper better than any workshop I have attended. My thesis chapter is now a manuscript under review.',
    createdDaysAgo: 25,
  },
  {
    userId: sadia,
    courseId: c.ethicsAndIrb,
    rating: 4,
    comment:
      'Very useful consent-form templates in Bangla. Our committee approved my protocol with only minor changes.',
    createdDaysAgo: 15,
  },
  {
    userId: mithila,
    courseId: c.ethicsAndIrb,
    rating: 3,
    comment:
      'Good overview of the principles. I would have liked more on data sharing agreements with international partners.',
    createdDaysAgo: 9,
  },
];
