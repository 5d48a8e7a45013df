import { courseIds } from './courses.ts';
import type { SeedAnnouncement } from './types.ts';

const c = courseIds;

/** Posted by each course's own instructor; the seeder takes the author from the course. */
export const announcements: SeedAnnouncement[] = [
  {
    courseId: c.mlForClinicalResearch,
    title: 'Welcome to Machine Learning for Clinical Research',
    content:
      'Welcome aboard! Please set up your Python environment using the note "Setting up your environment" before the first live session, and download the practice dataset from the class drive. Post any installation problems in the course chat.',
    createdDaysAgo: 60,
  },
  {
    courseId: c.mlForClinicalResearch,
    title: 'Live Q&A on validation this Saturday',
    content:
      'We will hold a live Q&A on cross-validation and calibration this Saturday at 8:30 PM. Bring your own model results if you want feedback. The recording will be uploaded within 24 hours.',
    createdDaysAgo: 12,
  },
  {
    courseId: c.mlForClinicalResearch,
    title: 'New lesson: explaining predictions with SHAP',
    content:
      'A new lesson on SHAP values has been added to module 4, with a notebook that explains individual predictions for the sepsis cohort.',
    createdDaysAgo: 2,
  },
  {
    courseId: c.pythonForHealthcare,
    title: 'Capstone dataset released',
    content:
      'The synthetic dengue line list for the capstone is now on the class drive. Aim to finish your weekly report notebook within two weeks; I will review the first ten submissions personally.',
    createdDaysAgo: 35,
  },
  {
    courseId: c.pythonForHealthcare,
    title: 'pandas 2.x update',
    content:
      'Some notebooks used a deprecated pandas function. All notebooks have been updated for pandas 2.x. If you see a FutureWarning, download the notebook again.',
    createdDaysAgo: 5,
  },
  {
    courseId: c.deepLearningImaging,
    title: 'GPU quota tips for Colab',
    content:
      'Several of you hit Colab usage limits last week. Train with mixed precision, save checkpoints to Drive every epoch, and use the smaller 128x128 version of the dataset while debugging.',
    createdDaysAgo: 20,
  },
  {
    courseId: c.deepLearningImaging,
    title: 'Project proposal deadline',
    content:
      'Please post your project dataset and one-paragraph proposal in the course chat by Friday. Proposals with a clear clinical question will get priority feedback.',
    createdDaysAgo: 6,
  },
  {
    courseId: c.aiResearchBootcamp,
    title: 'Cohort kick-off and team formation',
    content:
      'Our kick-off class is on Friday at 8:00 PM. If you enrolled alone and would like to join a team, mention your research interest in the course chat and we will help you find teammates.',
    createdDaysAgo: 14,
  },
  {
    courseId: c.aiResearchBootcamp,
    title: 'Research question drafts due',
    content:
      'Submit your one-paragraph research pitch by Thursday. Use the structure from lesson 3: problem, gap, data, method and expected contribution.',
    createdDaysAgo: 3,
  },
];
