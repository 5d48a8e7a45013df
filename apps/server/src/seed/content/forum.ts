import { userIds } from './people.ts';
import type { SeedForumCategory, SeedForumTopic } from './types.ts';

const forumCategoryIds = {
  general: 1,
  machineLearning: 2,
  statistics: 3,
  researchWriting: 4,
  career: 5,
} as const;

export const forumCategories: SeedForumCategory[] = [
  { id: forumCategoryIds.general, name: 'General Discussion' },
  { id: forumCategoryIds.machineLearning, name: 'Machine Learning' },
  { id: forumCategoryIds.statistics, name: 'Statistics & Data Analysis' },
  { id: forumCategoryIds.researchWriting, name: 'Research Writing' },
  { id: forumCategoryIds.career, name: 'Career & Publishing' },
];

const u = userIds;

/** Threads by different members, each with a few replies, newest activity in the last weeks. */
export const forumTopics: SeedForumTopic[] = [
  {
    id: 1,
    categoryId: forumCategoryIds.general,
    authorId: u.admin,
    name: 'Welcome to the academy forum: introduce yourself',
    text: 'Tell us your name, where you work or study, and what you hope to learn here. Please keep discussions respectful and never post identifiable patient information.',
    createdDaysAgo: 110,
    comments: [
      {
        authorId: u.learner,
        text: 'Hello everyone! I am Nadia, a medical officer in internal medicine. I want to use machine learning on our ward data for my MD thesis.',
        createdDaysAgo: 100,
      },
      {
        authorId: u.sabbir,
        text: 'Sabbir here, intern doctor in Chattogram. Interested in cardiovascular risk prediction. Happy to find study partners!',
        createdDaysAgo: 79,
      },
      {
        authorId: u.imran,
        text: 'Software engineer moving into health data science. If anyone needs help with Python environments or Git, ask me.',
        createdDaysAgo: 44,
      },
    ],
  },
  {
    id: 2,
    categoryId: forumCategoryIds.machineLearning,
    authorId: u.learner,
    name: 'How do I handle class imbalance in a mortality prediction model?',
    text: 'Only about 8% of admissions in my dataset died within 30 days. My model has 92% accuracy but predicts almost nobody will die. Should I oversample with SMOTE, or is there a better approach?',
    createdDaysAgo: 24,
    comments: [
      {
        authorId: u.instructor,
        text: 'Accuracy is misleading here: predicting "survives" for everyone already gives 92%. Look at AUC and the calibration plot instead. In most clinical work you should keep the real event rate, fit a well-regularised model and choose a threshold based on the clinical cost of false negatives. Oversampling tends to ruin calibration.',
        createdDaysAgo: 23,
      },
      {
        authorId: u.imran,
        text: 'There is a good paper on this: van den Goorbergh et al. (2022), "The harm of class imbalance corrections for risk prediction models". It convinced me to stop using SMOTE.',
        createdDaysAgo: 22,
      },
      {
        authorId: u.learner,
        text: 'Thank you both! AUC is 0.81 and the calibration looks reasonable once I stopped resampling. I will choose the threshold with the consultants.',
        createdDaysAgo: 21,
      },
    ],
  },
  {
    id: 3,
    categoryId: forumCategoryIds.statistics,
    authorId: u.arif,
    name: "Chi-squared or Fisher's exact test for small cell counts?",
    text: 'In my 2x2 table one cell has only 3 participants. My supervisor says chi-squared is fine, but SPSS shows a warning. Which should I report?',
    createdDaysAgo: 40,
    comments: [
      {
        authorId: u.farzana,
        text: "When any expected count (not observed) is below 5, use Fisher's exact test. SPSS prints the expected counts if you tick the option under Cells. Report the test you used in the methods section.",
        createdDaysAgo: 39,
      },
      {
        authorId: u.mithila,
        text: "I had the same question last month. Fisher's test also gives an exact p-value, which reviewers liked.",
        createdDaysAgo: 37,
      },
    ],
  },
  {
    id: 4,
    categoryId: forumCategoryIds.researchWriting,
    authorId: u.sadia,
    name: "Reviewer asks us to 'tone down the conclusions'. What does that mean in practice?",
    text: 'Our cross-sectional study found an association between night shifts and pressure injuries. Reviewer 2 says our conclusions are too strong. How should we rewrite the discussion?',
    createdDaysAgo: 15,
    comments: [
      {
        authorId: u.tahmina,
        text: 'With a cross-sectional design you can report an association, not a cause. Replace words like "leads to" or "causes" with "was associated with", add the possibility of reverse causation and unmeasured confounding to the limitations, and frame the implication as a hypothesis for a prospective study.',
        createdDaysAgo: 14,
      },
      {
        authorId: u.sadia,
        text: 'That makes sense. I also found we wrote "proved" twice in the abstract. Fixed!',
        createdDaysAgo: 13,
      },
      {
        authorId: u.arif,
        text: 'Saving this thread. Reviewer 2 said exactly the same about my thesis paper.',
        createdDaysAgo: 12,
      },
    ],
  },
  {
    id: 5,
    categoryId: forumCategoryIds.career,
    authorId: u.sabbir,
    name: 'Is it worth doing an MPH abroad before starting research in Bangladesh?',
    text: 'I am finishing my internship and trying to decide between an MPH abroad and starting as a research assistant at a local institute. Would love to hear from people who did either.',
    createdDaysAgo: 30,
    comments: [
      {
        authorId: u.farzana,
        text: 'I did my MPH in Dhaka and later short courses abroad. A year as a research assistant first helped me choose my focus and made my scholarship applications much stronger, because I had real projects to talk about.',
        createdDaysAgo: 29,
      },
      {
        authorId: u.ashraful,
        text: 'Either path works. What matters most is a mentor who publishes and involves you. Ask prospective supervisors how many of their assistants became first authors.',
        createdDaysAgo: 28,
      },
    ],
  },
  {
    id: 6,
    categoryId: forumCategoryIds.machineLearning,
    authorId: u.rumana,
    name: 'Public datasets of dental radiographs for deep learning?',
    text: 'I want to practise segmentation on panoramic dental X-rays before collecting data at my college. Does anyone know open datasets with annotations?',
    createdDaysAgo: 9,
    comments: [
      {
        authorId: u.instructor,
        text: 'Search Zenodo and figshare for "panoramic radiograph segmentation"; several groups have released annotated sets with papers in Scientific Data. Check each licence before using it in a publication, and plan external validation on your own college\'s images.',
        createdDaysAgo: 8,
      },
      {
        authorId: u.sabbir,
        text: 'The Deep Learning for Medical Imaging course uses MONAI, which should work for this with a 2D U-Net.',
        createdDaysAgo: 7,
      },
    ],
  },
  {
    id: 7,
    categoryId: forumCategoryIds.general,
    authorId: u.mithila,
    name: 'Study group for Survival Analysis in R?',
    text: 'I am planning to take the survival analysis course next month. Anyone interested in a weekly online study group on Saturday evenings?',
    createdDaysAgo: 4,
    comments: [
      {
        authorId: u.learner,
        text: 'Count me in! Saturday after 8 PM works for me.',
        createdDaysAgo: 3,
      },
    ],
  },
];
