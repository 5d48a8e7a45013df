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
  {
    id: categoryIds.clinicalResearch,
    name: 'Clinical Research',
    nameBn: 'ক্লিনিক্যাল গবেষণা',
    slug: 'clinical-research',
  },
  {
    id: categoryIds.medicalWriting,
    name: 'Medical Writing',
    nameBn: 'চিকিৎসা বিষয়ক লেখা',
    slug: 'medical-writing',
  },
  {
    id: categoryIds.dataAnalysis,
    name: 'Data Analysis',
    nameBn: 'ডেটা বিশ্লেষণ',
    slug: 'data-analysis',
  },
  { id: categoryIds.ethics, name: 'Ethics', nameBn: 'নৈতিকতা', slug: 'ethics' },
  {
    id: categoryIds.neuroscience,
    name: 'Neuroscience',
    nameBn: 'স্নায়ুবিজ্ঞান',
    slug: 'neuroscience',
  },
  { id: categoryIds.training, name: 'Training', nameBn: 'প্রশিক্ষণ', slug: 'training' },
];
