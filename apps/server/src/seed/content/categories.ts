import type { SeedCategory } from './types.ts';

/** Course category ids, named so course files read as prose rather than magic numbers. */
export const categoryIds = {
  clinicalResearch: 1,
  medicalWriting: 2,
  dataAnalysis: 3,
  ethics: 4,
  neuroscience: 5,
  training: 6,
} as const;

/** Exactly the six home-page chips, in the order the home page shows them. */
export const categories: SeedCategory[] = [
  { id: categoryIds.clinicalResearch, name: 'Clinical Research', slug: 'clinical-research' },
  { id: categoryIds.medicalWriting, name: 'Medical Writing', slug: 'medical-writing' },
  { id: categoryIds.dataAnalysis, name: 'Data Analysis', slug: 'data-analysis' },
  { id: categoryIds.ethics, name: 'Ethics', slug: 'ethics' },
  { id: categoryIds.neuroscience, name: 'Neuroscience', slug: 'neuroscience' },
  { id: categoryIds.training, name: 'Training', slug: 'training' },
];
