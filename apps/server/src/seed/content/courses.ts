import { clinicalResearchCourses } from './courses-clinical-research.ts';
import { dataAnalysisCourses } from './courses-data-analysis.ts';
import { ethicsCourses } from './courses-ethics.ts';
import { medicalWritingCourses } from './courses-medical-writing.ts';
import { neuroscienceCourses } from './courses-neuroscience.ts';
import { placeholderCourses } from './courses-placeholders.ts';
import { trainingCourses } from './courses-training.ts';
import type { SeedCourse } from './types.ts';

/** Course ids other data files and tests refer to by meaning. */
export const courseIds = {
  mlForClinicalResearch: 1,
  trialDesign: 2,
  researchFoundations: 3,
  publishingPaper: 4,
  referenceAndLatex: 5,
  pythonForHealthcare: 6,
  survivalAnalysis: 7,
  biostatisticsWithR: 8,
  ethicsAndIrb: 9,
  responsibleAi: 10,
  eegProcessing: 11,
  computationalNeuroscience: 12,
  deepLearningImaging: 13,
  /** Group tiers and the offer badge. */
  aiResearchBootcamp: 14,
  systematicReviews: 15,
  grantWriting: 16,
  dataVisualisation: 17,
  neuroimaging: 18,
  /** Titled 'Coming Soon'. */
  comingSoon: 19,
  /** Titled 'Sit Filled Up'; enrolment closed. */
  seatsFilled: 20,
  advancedAiPlaceholder: 9991,
  quantumPlaceholder: 9992,
} as const;

/** The whole catalogue: twenty real courses followed by the two placeholders, sorted by id. */
export const courses: SeedCourse[] = [
  ...clinicalResearchCourses,
  ...medicalWritingCourses,
  ...dataAnalysisCourses,
  ...ethicsCourses,
  ...neuroscienceCourses,
  ...trainingCourses,
  ...placeholderCourses,
].sort((a, b) => a.id - b.id);
